import type { EarningsGraphPoint, GraphInterval } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cachedFormatter } from '../../components/format/current-language';
import { formatCount } from '../../components/format/format-count';
import { formatUsd } from './money';

const LABEL: Record<GraphInterval, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  week: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
};

/** Whole dollars on the axis without cents ("$10", "10 $" in German); other ticks with them. */
function axisDollars(value: number): string {
  if (!Number.isInteger(value)) return formatUsd(Math.round(value * 100));
  const whole = cachedFormatter(
    'chart:dollars',
    (language) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  );
  return whole.format(value);
}

/** Earnings as bars, downloads as a line, per day, week or month. */
export function EarningsChart({ points, interval }: { points: EarningsGraphPoint[]; interval: GraphInterval }) {
  const { t } = useTranslation('earnings');
  const label = (date: string) =>
    cachedFormatter(`chart:${interval}`, (language) => new Intl.DateTimeFormat(language, LABEL[interval])).format(
      new Date(`${date}T00:00:00Z`),
    );
  const data = points.map((point) => ({ ...point, earnings: point.earnings_cents / 100 }));
  return (
    <div className="h-72 w-full" role="img" aria-label={t('chart.label', { interval })}>
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="date" tickFormatter={label} tick={{ fontSize: 12, fill: '#475569' }} minTickGap={16} />
          <YAxis yAxisId="usd" tickFormatter={axisDollars} tick={{ fontSize: 12, fill: '#475569' }} width={56} />
          <YAxis yAxisId="downloads" orientation="right" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} width={40} />
          <Tooltip
            labelFormatter={(value) => label(String(value))}
            formatter={(value, _name, item) =>
              item.dataKey === 'earnings' ? formatUsd(Math.round(Number(value) * 100)) : formatCount(Number(value))
            }
          />
          <Legend />
          <Bar yAxisId="usd" dataKey="earnings" name={t('chart.earnings')} fill="#0284c7" radius={[3, 3, 0, 0]} />
          <Line
            yAxisId="downloads"
            dataKey="downloads"
            name={t('chart.downloads')}
            stroke="#0f172a"
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
