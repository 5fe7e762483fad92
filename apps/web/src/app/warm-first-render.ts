import { PAINTED_PAGE } from '@limpa/contracts/painted-page';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import type { PaintedAnswers } from '@/lib/painted-answers';
import { prepareClockFormats } from './clock';

/** Back to the browser before the next step: what it has to do (input, paint) goes first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The signed-in shell's one-time setups, each in a task of its own, before the app takes a painted page over
 * (decisions 039, 086). React yields between components but not inside one: in the first render these made the
 * longest tasks (the clock's first date formats, tailwind-merge building its tables on its first call), and
 * the page, painted already, could not answer meanwhile.
 */
export async function warmFirstRender() {
  for (const step of [() => cn('p-1', 'p-2'), () => prepareClockFormats(i18n)]) {
    step();
    await nextTask();
  }
}

/** A list of [query key, value] pairs as the page carries it; anything else in it is dropped. */
function entries<T>(value: unknown): [unknown[], T][] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is [unknown[], T] => Array.isArray(entry) && entry.length === 2 && Array.isArray(entry[0]),
  );
}

/**
 * What the server painted the page with (decision 086): the answers it drew it from, for the app's first render
 * to draw the same page, not its skeletons. Only for the person it was painted for: should the session the app
 * read be someone else's or none (signed out or in elsewhere meanwhile), they stay out of the cache.
 */
export function paintedAnswers(document: Document, userId: string | undefined): PaintedAnswers {
  const none: PaintedAnswers = { data: [], errors: [] };
  const text = document.getElementById(PAINTED_PAGE.dataId)?.textContent;
  if (!text || !userId) return none;
  try {
    const painted = JSON.parse(text) as { userId?: unknown; queryData?: unknown; queryErrors?: unknown };
    if (painted.userId !== userId) return none;
    return { data: entries(painted.queryData), errors: entries(painted.queryErrors) };
  } catch {
    return none;
  }
}
