import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/lib/sign-out';

/** The profile pages' full-width Logout: ends the session and goes to /auth, saying so while it runs. */
export function LogoutButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full text-destructive-text hover:bg-destructive/5"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {signOut.isPending ? <Spinner /> : <LogOut aria-hidden />}
      {signOut.isPending ? pendingLabel : label}
    </Button>
  );
}
