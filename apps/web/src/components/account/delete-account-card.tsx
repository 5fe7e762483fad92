import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useDeleteAccount } from '@/lib/api/delete-account';
import { isApiError } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import '@/lib/strings/account';

/** "Delete my account": what goes and what stays, then the password in a dialog to confirm. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setFieldError(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('validation.passwordRequired'));
      return;
    }
    remove.mutate(password, {
      onSuccess: () => toast.success(t('account.delete.done')),
      onError: (error) => {
        if (isApiError(error) && error.code === 'wrong_password') {
          setFieldError(errorDescription(error));
        } else {
          toast.error(t('account.delete.failed'), { description: errorDescription(error) });
        }
      },
    });
  };

  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle>{t('account.delete.title')}</CardTitle>
        <CardDescription>{t('account.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="destructive" size="lg" className="w-full sm:w-auto">
              <TriangleAlert aria-hidden />
              {t('account.delete.open')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>{t('account.delete.dialogTitle')}</DialogTitle>
                <DialogDescription>{t('account.delete.dialogDescription')}</DialogDescription>
              </DialogHeader>
              <FormField id="delete-account-password" label={t('account.delete.password')} error={fieldError}>
                {(c) => (
                  <PasswordInput
                    {...c}
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      setFieldError(undefined);
                    }}
                    autoComplete="current-password"
                  />
                )}
              </FormField>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={remove.isPending}>
                    {t('account.delete.cancel')}
                  </Button>
                </DialogClose>
                <SubmitButton
                  size="default"
                  variant="destructive"
                  pending={remove.isPending}
                  label={t('account.delete.confirm')}
                  pendingLabel={t('account.delete.pending')}
                />
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
