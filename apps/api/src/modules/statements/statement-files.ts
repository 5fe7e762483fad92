import { STATEMENT_CSV_HEADER, STATEMENT_YEAR_CSV_HEADER } from '@limpa/contracts';
import { csvCents, csvRow, type StatementTotals, statementTotals, sumStatementTotals } from '@limpa/domain';
import { csvHeaderIn } from '../../lib/i18n';
import { type PdfColumn, type PdfTable, renderPdf } from '../../lib/pdf/pdf-document';
import { statementText } from './statement-text';
import type { StatementEventRow, StatementMonthRow } from './statements.repository';

/**
 * A statement's CSV and PDF (docs/product-rules.md#statements, decision 077). CSV amounts are decimals with a
 * currency column, as every export of ours, so a spreadsheet can add them up; the PDF writes them with Intl in
 * the cleaner's language. Each currency has its own lines and totals: amounts are never summed across them.
 */
export interface StatementFacts {
  /** The platform's name (BRAND_NAME), at the head of the PDF. */
  brand: string;
  locale: string;
  name: string;
  /** When there are no events at all: the currency the empty statement is in. */
  currency: string;
  issuedOn: string;
}

const money = (t: StatementTotals) => [t.grossCents, t.feeCents, t.earningCents, t.payoutCents];
const decimals = (cents: number[]) => cents.map(csvCents);
const AMOUNT = (label: string): PdfColumn => ({ label, width: 2, align: 'right' });

export function monthlyCsv(lines: readonly StatementEventRow[], facts: StatementFacts): string {
  const text = statementText(facts.locale);
  return [
    csvRow(csvHeaderIn(facts.locale, STATEMENT_CSV_HEADER)),
    ...lines.map((l) =>
      csvRow([
        l.date,
        text.kind(l.kind),
        text.description(l),
        ...decimals([l.grossCents, l.feeCents, l.earningCents, l.payoutCents]),
        l.currency,
      ]),
    ),
    ...statementTotals(lines).map((t) =>
      csvRow(['', text.t('total'), '', ...decimals(money(t)), t.currency]),
    ),
  ].join('');
}

export function monthlyPdf(month: string, lines: readonly StatementEventRow[], facts: StatementFacts) {
  const text = statementText(facts.locale);
  const [date, type, description, gross, fee, earnings, payout] = csvHeaderIn(
    facts.locale,
    STATEMENT_CSV_HEADER,
  );
  const columns: PdfColumn[] = [
    { label: date ?? '', width: 2 },
    { label: `${type} / ${description}`, width: 5 },
    ...[gross, fee, earnings, payout].map((label) => AMOUNT(label ?? '')),
  ];
  const tables: PdfTable[] = currencies(lines, facts.currency).map((currency) => {
    const own = lines.filter((l) => l.currency === currency);
    const totals = statementTotals(own)[0];
    const cents = (values: number[]) => values.map((c) => text.money(c, currency));
    return {
      heading: text.t('lines', { currency }),
      columns,
      rows: own.map((l) => [
        text.day(l.date),
        `${text.kind(l.kind)}: ${text.description(l)}`,
        ...cents([l.grossCents, l.feeCents, l.earningCents, l.payoutCents]),
      ]),
      totals: ['', text.t('total'), ...cents(totals ? money(totals) : [0, 0, 0, 0])],
      empty: text.t('empty'),
    };
  });
  return statementPdf(text.t('monthly_title', { month: text.month(month) }), tables, facts);
}

/** Every month of the year up to `lastMonth`, each currency's row (zeros where nothing moved). */
function yearGrid(year: string, lastMonth: number, rows: readonly StatementMonthRow[], fallback: string) {
  return currencies(rows, fallback).map((currency) => ({
    currency,
    months: Array.from({ length: lastMonth }, (_, i) => {
      const month = `${year}-${String(i + 1).padStart(2, '0')}`;
      return (
        rows.find((r) => r.month === month && r.currency === currency) ?? {
          month,
          currency,
          jobs: 0,
          grossCents: 0,
          feeCents: 0,
          earningCents: 0,
          payoutCents: 0,
        }
      );
    }),
  }));
}

export function yearlyCsv(
  year: string,
  lastMonth: number,
  rows: readonly StatementMonthRow[],
  facts: StatementFacts,
) {
  const text = statementText(facts.locale);
  const grid = yearGrid(year, lastMonth, rows, facts.currency);
  return [
    csvRow(csvHeaderIn(facts.locale, STATEMENT_YEAR_CSV_HEADER)),
    ...grid.flatMap(({ currency, months }) =>
      months.map((m) => csvRow([m.month, m.jobs, ...decimals(money(m)), currency])),
    ),
    ...grid.map(({ currency, months }) => {
      const t = sumStatementTotals(months, currency);
      return csvRow([text.t('total'), t.jobs, ...decimals(money(t)), currency]);
    }),
  ].join('');
}

export function yearlyPdf(
  year: string,
  lastMonth: number,
  rows: readonly StatementMonthRow[],
  facts: StatementFacts,
) {
  const text = statementText(facts.locale);
  const [month, jobs, gross, fee, earnings, payouts] = csvHeaderIn(facts.locale, STATEMENT_YEAR_CSV_HEADER);
  const columns: PdfColumn[] = [
    { label: month ?? '', width: 3 },
    { label: jobs ?? '', width: 1, align: 'right' },
    ...[gross, fee, earnings, payouts].map((label) => AMOUNT(label ?? '')),
  ];
  const tables: PdfTable[] = yearGrid(year, lastMonth, rows, facts.currency).map(({ currency, months }) => {
    const cents = (values: number[]) => values.map((c) => text.money(c, currency));
    const t = sumStatementTotals(months, currency);
    return {
      heading: text.t('months', { currency }),
      columns,
      rows: months.map((m) => [text.month(m.month), String(m.jobs), ...cents(money(m))]),
      totals: [text.t('total'), String(t.jobs), ...cents(money(t))],
    };
  });
  return statementPdf(text.t('yearly_title', { year }), tables, facts);
}

/** The statement's PDF: the platform's header, who it is for and when issued, the tables, the reading note. */
function statementPdf(title: string, tables: PdfTable[], facts: StatementFacts) {
  const text = statementText(facts.locale);
  return renderPdf({
    platformName: facts.brand,
    title,
    details: [
      text.t('for', { name: facts.name }),
      text.t('period'),
      text.t('issued', { date: text.day(facts.issuedOn) }),
    ],
    tables,
    footer: text.t('note'),
    language: facts.locale,
  });
}

/** The currencies present, in order; the fallback alone when there is nothing. */
function currencies(rows: readonly { currency: string }[], fallback: string): string[] {
  const seen = [...new Set(rows.map((r) => r.currency))];
  return seen.length > 0 ? seen : [fallback];
}
