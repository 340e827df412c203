import { z } from 'zod';
import { cardArt, heroScenes } from '@contract/artwork';
import { contentIcons as iconNames, siteContentSchemas } from '@contract/site-content';
import { useSiteContent } from '@/api/site-content/get-site-content';
import { LoadError } from '@/components/admin/load-error';
import { contentIcons } from '@/components/content-icons';
import type { ContentField } from './content-fields';
import { SingletonForm } from './singleton-form';

const iconOptions = iconNames.map((value) => ({ value, label: contentIcons[value].label }));
const sceneOptions = heroScenes.map((value) => ({ value, label: value }));
const artOptions = cardArt.map((value) => ({ value, label: value }));

const statisticFields: ContentField[] = [
  { key: 'value', label: 'Figure' },
  { key: 'label', label: 'Label' },
  { key: 'icon', label: 'Icon', options: iconOptions },
  { key: 'href', label: 'Link', optional: true, hint: 'A page on this site, e.g. /academics.' },
];
const slideFields: ContentField[] = [
  { key: 'text', label: 'Headline' },
  { key: 'scene', label: 'Illustration', options: sceneOptions },
  { key: 'subText', label: 'Sub-text', rows: 2 },
  { key: 'alt', label: 'Illustration description', rows: 2 },
];
const programmeFields: ContentField[] = [
  { key: 'title', label: 'Title' },
  { key: 'duration', label: 'Duration' },
  { key: 'description', label: 'Description', rows: 3 },
  { key: 'detailsLink', label: 'Details link', type: 'url' },
  { key: 'art', label: 'Illustration', options: artOptions },
  { key: 'imageAlt', label: 'Illustration description', rows: 2 },
];
const valueFields: ContentField[] = [
  { key: 'title', label: 'Title' },
  { key: 'icon', label: 'Icon', options: iconOptions },
  { key: 'description', label: 'Description', rows: 2 },
];
const storyFields: ContentField[] = [
  { key: 'history', label: 'Our history', rows: 6, hint: 'Each line is a paragraph.' },
  { key: 'mission', label: 'Our mission', rows: 3 },
  { key: 'vision', label: 'Our vision', rows: 3 },
];
const contactFields: ContentField[] = [
  { key: 'address', label: 'Address' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone' },
];
const socialFields: ContentField[] = [
  { key: 'facebook', label: 'Facebook', type: 'url' },
  { key: 'twitter', label: 'X (Twitter)', type: 'url' },
  { key: 'instagram', label: 'Instagram', type: 'url' },
  { key: 'linkedin', label: 'LinkedIn', type: 'url' },
];

/** The history as the form holds it (one paragraph a line), checked with the contract's rules. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const storyFormSchema = siteContentSchemas.story.extend({
  history: z.string().transform(paragraphs).pipe(siteContentSchemas.story.shape.history),
});
type StoryForm = { history: string; mission: string; vision: string };

/** Which singletons a tab holds. */
export type SingletonGroup = 'home' | 'about' | 'contact';

/** The site content's singletons of one group, each in its own form. */
export function SingletonPanels({ group, admin }: { group: SingletonGroup; admin: boolean }) {
  const content = useSiteContent();
  if (content.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (content.isError)
    return (
      <LoadError
        message={`Error loading the site content: ${content.error.message}`}
        onRetry={() => void content.refetch()}
      />
    );
  const data = content.data;
  const withoutHref = data.statistics.map((stat) => ({ ...stat, href: stat.href ?? '' }));

  if (group === 'home')
    return (
      <div className="grid gap-6">
        <SingletonForm
          name="hero-slides"
          title="Hero slides"
          description="The slideshow at the top of Home, in this order (at least one)."
          fields={slideFields}
          value={data.heroSlides}
          list={{
            noun: 'slide',
            max: 6,
            empty: { scene: 'orbits', text: '', subText: '', alt: '' },
          }}
        />
        <SingletonForm
          name="statistics"
          title="Home statistics"
          description="The ‘At a glance’ figures on Home."
          fields={statisticFields}
          value={withoutHref}
          list={{
            noun: 'statistic',
            max: 8,
            empty: { icon: 'users', value: '', label: '', href: '' },
          }}
        />
        <SingletonForm
          name="programmes"
          title="Programmes"
          description="Home's programmes carousel."
          fields={programmeFields}
          value={data.programmes}
          list={{
            noun: 'programme',
            max: 12,
            empty: {
              art: 'bsc',
              imageAlt: '',
              title: '',
              duration: '',
              description: '',
              detailsLink: '',
            },
          }}
        />
      </div>
    );

  if (group === 'about')
    return (
      <div className="grid gap-6">
        <SingletonForm
          name="core-values"
          title="Core values"
          description="About's ‘Our core values’ cards."
          fields={valueFields}
          value={data.coreValues}
          list={{ noun: 'value', max: 8, empty: { icon: 'star', title: '', description: '' } }}
        />
        <SingletonForm
          name="story"
          title="History, mission and vision"
          description="About's story section."
          fields={storyFields}
          value={{ ...data.story, history: data.story.history.join('\n') }}
          schema={storyFormSchema}
          toValue={(story: StoryForm) => ({ ...story, history: paragraphs(story.history) })}
        />
      </div>
    );

  if (!admin)
    return (
      <p className="rounded-card border border-border bg-card p-4 text-sm text-muted-foreground">
        Only administrators change the contact lines and social links. Now: {data.contact.email},{' '}
        {data.contact.phone}, {data.contact.address}.
      </p>
    );
  return (
    <div className="grid gap-6">
      <SingletonForm
        name="contact"
        title="Contact lines"
        description="The address, email and phone in the footer and on Contact."
        fields={contactFields}
        value={data.contact}
      />
      <SingletonForm
        name="social"
        title="Social links"
        description="The four social links in the footer."
        fields={socialFields}
        value={data.social}
      />
    </div>
  );
}
