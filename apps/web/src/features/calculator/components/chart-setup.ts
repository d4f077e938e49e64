import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the parts the two charts use, so the calculator chunk carries no more of chart.js than needed.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  DoughnutController,
  ArcElement,
  Tooltip,
  Legend,
);
Chart.defaults.font.family = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
Chart.defaults.color = '#475569';

export { Chart };
