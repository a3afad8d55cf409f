import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DaySales } from '@/shared/dashboard';
import { axisDay, axisRupees } from '../dashboard-format';

const HEIGHT = 240;

function chartOptions(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // Days are India's: the axis labels them there, whatever the browser's zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Asia/Kolkata'),
    legend: { show: false },
    cursor: { y: false },
    scales: { x: { time: true } },
    series: [{}, { label: 'Net sales', stroke: '#1f5f8b', fill: 'rgba(31, 95, 139, 0.12)', width: 2 }],
    axes: [
      { values: (_plot, ticks) => ticks.map(axisDay) },
      { values: (_plot, ticks) => ticks.map(axisRupees), size: 76 },
    ],
  };
}

/**
 * Net sales per day as a uPlot line (this module, and uPlot with it, is its own chunk, loaded by
 * an owner's home only). Hidden from screen readers: the table beside it says the same.
 */
export default function SalesChart({ daily }: { daily: DaySales[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [
      daily.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000 - 330 * 60),
      daily.map((day) => day.netPaise / 100),
    ];
    const plot = new uPlot(chartOptions(element.clientWidth), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily]);
  return <div ref={box} className="dashboard__chart" aria-hidden="true" data-testid="sales-chart" />;
}
