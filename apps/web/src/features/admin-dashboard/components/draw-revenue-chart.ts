import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the parts a bar chart uses, so the chunk carries no other chart types.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Net revenue per day as bars: brand green above zero, red below (a day with more refunded than paid). */
export function drawRevenueChart(context: CanvasRenderingContext2D, labels: string[], net: number[]): Chart {
  return new Chart(context, {
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          label: 'Net revenue',
          data: net,
          backgroundColor: net.map((value) => (value < 0 ? '#b91c1c' : '#0f766e')),
          borderRadius: 3,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { tooltip: { callbacks: { label: (item) => rupees.format(Number(item.raw)) } } },
      scales: {
        x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
        // Whole rupees only: an axis of fractions printed rounded read "₹0 ₹0 ₹1 ₹1 ₹1" on an empty month.
        y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => rupees.format(Number(value)) } },
      },
    },
  });
}
