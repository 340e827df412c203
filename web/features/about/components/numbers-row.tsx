import { Reveal } from '@/components/ui/reveal';
import { StatCard } from '@/components/ui/stat-card';
import { aboutNumbers } from '../content/numbers';

/** The numbers row. */
export function NumbersRow() {
  return (
    <section aria-labelledby="numbers-title" className="surface-ink py-section">
      <div className="container-page">
        <h2
          id="numbers-title"
          className="text-center text-2xl font-extrabold tracking-tight text-white sm:text-3xl"
        >
          Our numbers
        </h2>
        <Reveal animation="fade-up">
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
            {aboutNumbers.map((number) => (
              <StatCard
                key={number.label}
                icon={number.icon}
                value={number.value}
                label={number.label}
                tone="dark"
              />
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}
