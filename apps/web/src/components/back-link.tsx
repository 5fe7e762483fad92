import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * "Back to …" above a page's heading: a real link (it opens in a new tab and says where it goes), at a 44 px
 * touch height, quieter than the page's own actions.
 */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        '-ml-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <ArrowLeft aria-hidden className="size-5" />
      {children}
    </Link>
  );
}
