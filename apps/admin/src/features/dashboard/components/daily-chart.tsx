import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { formatMoney } from '../../../lib/format.ts';

ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Revenue from approved proofs (bars, left axis) and orders placed (line, right axis), per day. */
export function DailyChart({ days }: { days: { day: string; revenue: string; orders: number }[] }) {
  return (
    <div className="h-72">
      <Chart
        type="bar"
        aria-label="Revenue and orders per day, last 30 days"
        role="img"
        data={{
          labels: days.map((d) => dayLabel.format(new Date(`${d.day.slice(0, 10)}T00:00:00Z`))),
          datasets: [
            {
              type: 'bar' as const,
              label: 'Revenue (USD)',
              data: days.map((d) => Number(d.revenue)),
              backgroundColor: 'rgba(234, 88, 12, 0.75)',
              borderRadius: 3,
              yAxisID: 'revenue',
              order: 2,
            },
            {
              type: 'line' as const,
              label: 'Orders',
              data: days.map((d) => d.orders),
              borderColor: '#1c2740',
              backgroundColor: '#1c2740',
              pointRadius: 2,
              tension: 0.25,
              yAxisID: 'orders',
              order: 1,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: {
              callbacks: {
                label: (item) =>
                  item.dataset.yAxisID === 'revenue'
                    ? `Revenue: ${formatMoney(Number(item.raw).toFixed(2))}`
                    : `Orders: ${item.raw as number}`,
              },
            },
          },
          scales: {
            x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
            revenue: {
              position: 'left',
              beginAtZero: true,
              ticks: { callback: (v) => `$${Number(v).toLocaleString('en-US')}` },
            },
            orders: { position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0 } },
          },
        }}
      />
    </div>
  );
}
