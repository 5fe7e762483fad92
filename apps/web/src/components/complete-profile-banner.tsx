import { ChevronRight, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';

/**
 * The way into the three-step onboarding wizard while a cleaner's profile is not complete: one banner, worded
 * by the page it stands on (the dashboard, the profile).
 */
export function CompleteProfileBanner({ title, body }: { title: string; body: string }) {
  return (
    <Link
      to="/provider/complete-profile"
      className="group flex items-center gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-4 shadow-card transition-colors hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-ring sm:p-5"
    >
      <IconBadge
        icon={UserRoundPen}
        className="size-11 shrink-0 rounded-xl bg-accent-100 text-accent-700 group-hover:bg-white"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold text-accent-800 leading-snug">{title}</span>
        <span className="text-muted-foreground text-sm">{body}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-accent-700" />
    </Link>
  );
}
