import { useId } from 'react';
import { useBrand } from '@/lib/app-config';
import { cn } from '@/lib/cn';

/** The sparkle mark (same drawing as the app icon). Decorative. */
export function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 512 512" aria-hidden className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14a394" />
          <stop offset="1" stopColor="#0b5f58" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="128" fill={`url(#${gradientId})`} />
      <g fill="#fff">
        <path d="M232 104c10 86 52 130 144 148-92 18-134 62-144 148-10-86-52-130-144-148 92-18 134-62 144-148z" />
        <path d="M372 96c4 34 20 50 52 56-32 6-48 22-52 56-4-34-20-50-52-56 32-6 48-22 52-56z" opacity=".9" />
        <circle cx="364" cy="384" r="20" opacity=".75" />
      </g>
    </svg>
  );
}

/** Mark + brand name. */
export function BrandLockup({ className, markClassName }: { className?: string; markClassName?: string }) {
  const brand = useBrand();
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-semibold text-xl tracking-tight', className)}>
      <BrandMark className={markClassName} />
      <span>{brand}</span>
    </span>
  );
}
