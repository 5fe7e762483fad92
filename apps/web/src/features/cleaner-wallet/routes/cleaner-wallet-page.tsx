import '../cleaner-wallet-strings';
import { Download, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { EARNINGS_CSV_URL, useWallet } from '../api/get-wallet';
import { BalanceCards } from '../components/balance-cards';
import { EarningsSummary } from '../components/earnings-summary';
import { PayoutStatus } from '../components/payout-status';
import { StatementsPanel } from '../components/statements-panel';
import { TransactionList, TransactionListSkeleton } from '../components/transaction-list';
import { WalletSection } from '../components/wallet-section';
import { WithdrawPanel } from '../components/withdraw-panel';
import { cleanerTimeZone, mainTotals, otherTotals } from '../wallet-format';

/**
 * Cleaner Wallet (docs/product-rules.md#payouts-and-the-wallet): balances from the cleaner's own completed
 * and paid jobs minus payouts, the month's earnings against last month's, the payout account, and the real
 * transaction history with "Load more" and a CSV export, monthly statements and yearly summaries (decision 077); Withdraw Funds when a withdrawal can work (decision 051).
 */
export function CleanerWalletPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const query = useWallet();
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;

  useEffect(() => {
    // docs/product-rules.md#wording: failures loading stats are logged quietly (no toast).
    if (error) console.warn('[cleaner-wallet] failed to load earnings', error);
  }, [error]);

  const first = data?.pages[0];
  const totals = first ? mainTotals(first) : undefined;
  const others = first ? otherTotals(first, totals) : [];
  const transactions = data?.pages.flatMap((page) => page.transactions) ?? [];
  const timeZone = cleanerTimeZone(profile);
  const title = t('pages.cleanerWallet');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} subtitle={t('cleanerWallet.subtitle')} />

      {isError && !data ? (
        <Card className="flex flex-col items-start gap-3 p-5">
          <p className="text-muted-foreground">{t('cleanerWallet.loadFailed')}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            <RotateCw aria-hidden />
            {t('cleanerWallet.retry')}
          </Button>
        </Card>
      ) : (
        <>
          {isPending ? (
            <span className="sr-only" role="status">
              {t('common.loading')}
            </span>
          ) : null}
          <BalanceCards
            withdraw={<WithdrawPanel currency={first?.currency ?? 'EUR'} timeZone={timeZone} />}
            {...(first && totals ? { state: 'ready', totals, others } : { state: 'loading' })}
          />
          <EarningsSummary
            {...(first && totals ? { state: 'ready', totals, earnings: first } : { state: 'loading' })}
          />
        </>
      )}

      <PayoutStatus connected={profile?.payoutConnected === true} />

      <StatementsPanel />

      <WalletSection
        heading={t('cleanerWallet.transactions.heading')}
        aside={
          <Button asChild variant="outline" size="sm">
            <a href={EARNINGS_CSV_URL} download="earnings.csv">
              <Download aria-hidden />
              {t('cleanerWallet.transactions.export')}
            </a>
          </Button>
        }
      >
        {isPending ? (
          <TransactionListSkeleton />
        ) : isError && !data ? (
          <p className="text-muted-foreground text-sm">{t('cleanerWallet.loadFailed')}</p>
        ) : (
          <TransactionList transactions={transactions} timeZone={timeZone} />
        )}
        <LoadMore
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          onLoadMore={() => void fetchNextPage()}
          label={t('cleanerWallet.loadMore')}
          loadingLabel={t('cleanerWallet.loadingMore')}
          className="w-auto self-center"
        />
      </WalletSection>
    </div>
  );
}
