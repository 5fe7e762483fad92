import type { AdminService } from '@limpa/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { ErrorText } from '@/components/ui/error-text';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorDescription } from '@/lib/errors';
import { changesOf, draftOf, invalidCells, type ServiceDraft } from '../admin-service-draft';
import { useUpdateAdminService } from '../api/update-admin-service';
import { ServicePriceCells } from './service-price-cells';

/**
 * One service of the admin catalogue as a form: English name and description, whether customers see it (the
 * "DISABLED" name rule, as a switch), and its price cells. Save sends only what changed; a refusal stays on
 * the card in the server's words until the next change.
 */
export function ServiceEditor({ service }: { service: AdminService }) {
  const { t } = useTranslation();
  const ids = { name: useId(), description: useId(), shown: useId(), error: useId(), cells: useId() };
  const saved = useMemo(() => draftOf(service), [service]);
  const [draft, setDraft] = useState<ServiceDraft>(saved);
  const save = useUpdateAdminService();
  const [tried, setTried] = useState(false);

  const edit = (next: ServiceDraft) => {
    setDraft(next);
    save.reset();
  };
  const body = changesOf(draft, saved);
  const invalid = invalidCells(draft, saved);
  const nameMissing = draft.name.trim() === '';
  const changed = Object.keys(body).length > 0 || invalid.length > 0 || nameMissing;
  const heading = draft.name.trim() || saved.name;

  return (
    <form
      noValidate
      aria-label={saved.name}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (nameMissing || invalid.length > 0 || Object.keys(body).length === 0 || save.isPending) return;
        save.mutate({ id: service.id, body }, { onSuccess: (next) => setDraft(draftOf(next)) });
      }}
    >
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-lg [overflow-wrap:anywhere]">{heading}</h2>
            {service.isDefault ? <Badge variant="accent">{t('adminConsole.catalogue.default')}</Badge> : null}
            {saved.shown ? null : <Badge variant="outline">{t('adminConsole.catalogue.hidden')}</Badge>}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.name}>{t('adminConsole.catalogue.name')}</Label>
              <Input
                id={ids.name}
                value={draft.name}
                maxLength={90}
                disabled={save.isPending}
                aria-invalid={(tried && nameMissing) || undefined}
                onChange={(event) => edit({ ...draft, name: event.target.value })}
              />
              {tried && nameMissing ? (
                <ErrorText>{t('adminConsole.catalogue.nameRequired')}</ErrorText>
              ) : null}
            </div>
            <div className="flex items-center justify-between gap-4 rounded-xl border border-border/70 p-3 md:self-end">
              <Label htmlFor={ids.shown} className="flex flex-col items-start gap-0.5">
                <span>{t('adminConsole.catalogue.shown')}</span>
                <span className="font-normal text-muted-foreground text-xs">
                  {t('adminConsole.catalogue.shownHint')}
                </span>
              </Label>
              <Switch
                id={ids.shown}
                checked={draft.shown}
                disabled={save.isPending}
                onCheckedChange={(shown) => edit({ ...draft, shown })}
              />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.description}>{t('adminConsole.catalogue.description')}</Label>
            <Textarea
              id={ids.description}
              rows={2}
              maxLength={1000}
              value={draft.description}
              disabled={save.isPending}
              onChange={(event) => edit({ ...draft, description: event.target.value })}
            />
          </div>
          <ServicePriceCells
            cells={draft.cells}
            invalid={tried ? invalid : []}
            disabled={save.isPending}
            errorId={ids.cells}
            onChange={(key, text) => edit({ ...draft, cells: { ...draft.cells, [key]: text } })}
          />
          {tried && invalid.length > 0 ? (
            <ErrorText id={ids.cells}>{t('adminConsole.catalogue.invalidCells')}</ErrorText>
          ) : null}
          {save.isError ? (
            <ErrorText id={ids.error} role="alert">
              {t('adminConsole.catalogue.saveFailed')} {errorDescription(save.error)}
            </ErrorText>
          ) : null}
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-border/70 border-t pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-5">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {changed ? t('adminConsole.catalogue.unsaved') : null}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => {
                setTried(false);
                edit(saved);
              }}
              disabled={!changed || save.isPending}
            >
              {t('adminConsole.catalogue.discard')}
            </Button>
            <Button type="submit" disabled={!changed || save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : null}
              {save.isPending ? t('adminConsole.catalogue.saving') : t('adminConsole.catalogue.save')}
            </Button>
          </div>
        </CardFooter>
      </Card>
    </form>
  );
}
