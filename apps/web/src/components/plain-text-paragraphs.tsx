import { cn } from '@/lib/cn';

/**
 * Text someone typed, shown as paragraphs: a blank line starts a new paragraph, a single line break stays a
 * line break. React escapes it, so markup in it is shown as written, never run; long words wrap anywhere
 * rather than widen the page.
 */
export function PlainTextParagraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={cn('flex flex-col gap-3 [overflow-wrap:anywhere]', className)}>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
