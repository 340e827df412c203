import { Reveal } from '@/components/ui/reveal';
import { StatCard } from '@/components/ui/stat-card';
import type { Statistic } from '@contract/site-content';
import { contentIcons } from '@/components/content-icons';

/** Home, section 7: the association at a glance (none: no section). */
export function StatisticsRow({ statistics }: { statistics: readonly Statistic[] }) {
  if (statistics.length === 0) return null;
  return (
    <section
      aria-labelledby="statistics-title"
      className="surface-ink relative overflow-hidden py-section"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_80%_0%,oklch(52.6%_0.27_285/0.35),transparent_70%)]"
      />
      <div className="relative container-page">
        <h2
          id="statistics-title"
          className="text-center text-2xl font-extrabold tracking-tight text-white sm:text-3xl"
        >
          At a glance
        </h2>
        <Reveal animation="fade-up">
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
            {statistics.map((stat, index) => (
              <StatCard
                key={index}
                icon={contentIcons[stat.icon].icon}
                value={stat.value}
                label={stat.label}
                href={stat.href}
                tone="dark"
              />
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}
