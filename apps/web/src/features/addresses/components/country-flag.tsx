import type { Address } from '@limpa/contracts';
import { cn } from '@/lib/cn';

/**
 * Small decorative flags drawn inline: emoji flags are missing on Windows and many Linux set-ups.
 * Portugal's armillary sphere is simplified to a disc at this size.
 */
export function CountryFlag({ country, className }: { country: Address['country']; className?: string }) {
  const classes = cn('h-3 w-[1.125rem] shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]', className);
  if (country === 'canada') {
    return (
      <svg aria-hidden viewBox="0 0 9600 4800" className={classes} preserveAspectRatio="none">
        <path fill="#d52b1e" d="M0 0h2400l99 99h4602l99-99h2400v4800h-2400l-99-99h-4602l-99 99H0z" />
        <path
          fill="#fff"
          d="M2400 0h4800v4800h-4800zm2490 4430-45-863a95 95 0 0 1 111-98l859 151-116-320a65 65 0 0 1 20-73l941-762-212-99a65 65 0 0 1-34-79l186-572-542 115a65 65 0 0 1-73-38l-105-247-423 454a65 65 0 0 1-111-57l204-1052-327 189a65 65 0 0 1-91-27l-332-652-332 652a65 65 0 0 1-91 27l-327-189 204 1052a65 65 0 0 1-111 57l-423-454-105 247a65 65 0 0 1-73 38l-542-115 186 572a65 65 0 0 1-34 79l-212 99 941 762a65 65 0 0 1 20 73l-116 320 859-151a95 95 0 0 1 111 98l-45 863z"
        />
      </svg>
    );
  }
  return (
    <svg aria-hidden viewBox="0 0 600 400" className={classes} preserveAspectRatio="none">
      <rect width="240" height="400" fill="#046a38" />
      <rect x="240" width="360" height="400" fill="#da291c" />
      <circle cx="240" cy="200" r="80" fill="#ffe900" />
      <circle cx="240" cy="200" r="44" fill="#da291c" />
      <circle cx="240" cy="200" r="34" fill="#fff" />
    </svg>
  );
}
