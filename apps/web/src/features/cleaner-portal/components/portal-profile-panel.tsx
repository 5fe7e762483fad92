import type { Profile } from '@limpa/contracts';
import { AccountPrivacySection } from '@/components/account/account-privacy-section';
import { ProfileTab } from './profile-tab';

/**
 * The portal's Profile tab: the public profile form, then the account's privacy settings. Its own chunk, loaded
 * when the tab opens: its forms (and zod with them) are no part of the portal's first screen
 * (docs/performance.md#lighthouse).
 */
export function PortalProfilePanel({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-6">
      <ProfileTab profile={profile} />
      <AccountPrivacySection />
    </div>
  );
}
