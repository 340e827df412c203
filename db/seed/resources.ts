import type { CategoryId, Level, ResourceType } from '../../contract/constants';
import {
  learningResourceCreateSchema,
  type LearningResourceCreate,
} from '../../contract/resources';
import type { DB } from '../client';
import { resourcesRepository } from '../repositories/resources';
import type { FileUrls, SampleFile } from './sample-files';

type Sample = [
  title: string,
  type: ResourceType,
  category: CategoryId,
  level: Level | undefined,
  /** An outside address, or for a 'pdf' the name of the sample file generated for it. */
  url: string,
  downloadable: boolean,
  keywords: string[],
  description: string,
];

// One sample per line, so the list reads as a table. Outside links are real, well-known resources;
// the PDFs are generated sample files.
// prettier-ignore
const samples: Sample[] = [
  ['University Physics, Volume 1 (OpenStax)', 'book', 'pure-physics', '100L', 'https://openstax.org/details/books/university-physics-volume-1', false, ['mechanics', 'textbook', 'free'], 'A free, peer-reviewed textbook covering mechanics, waves and thermodynamics at the level of PHY 101.'],
  ['University Physics, Volume 2 (OpenStax)', 'book', 'pure-physics', '100L', 'https://openstax.org/details/books/university-physics-volume-2', false, ['electricity', 'magnetism', 'textbook'], 'Electricity, magnetism and thermodynamics, matching PHY 102, with worked examples and problems.'],
  ['The Feynman Lectures on Physics', 'book', 'pure-physics', undefined, 'https://www.feynmanlectures.caltech.edu/', false, ['Feynman', 'classic', 'textbook'], 'The famous Caltech lectures, free to read online: ideal for deepening intuition at any level.'],
  ['HyperPhysics concept maps', 'link', 'pure-physics', undefined, 'http://hyperphysics.phy-astr.gsu.edu/hbase/index.html', false, ['reference', 'concept map'], 'Linked concept maps covering nearly every topic in the undergraduate curriculum, with quick calculators.'],
  ['MIT 8.01 Classical Mechanics video lectures', 'video', 'pure-physics', '100L', 'https://ocw.mit.edu/courses/8-01sc-classical-mechanics-fall-2016/', false, ['mechanics', 'MIT', 'lectures'], 'Full lecture videos, problem sets and exams from MIT OpenCourseWare.'],
  ['PhET: Circuit Construction Kit', 'simulation', 'industrial-physics', '200L', 'https://phet.colorado.edu/en/simulations/circuit-construction-kit-dc', false, ['circuits', 'simulation', 'electronics'], 'Build and test d.c. circuits with batteries, resistors and meters right in the browser.'],
  ['PhET: Quantum Tunnelling and Wave Packets', 'simulation', 'pure-physics', '300L', 'https://phet.colorado.edu/en/simulations/quantum-tunneling', false, ['quantum', 'simulation', 'tunnelling'], 'Watch wave packets meet potential barriers and see how tunnelling probability depends on width and height.'],
  ['Electronics laboratory manual (200L)', 'pdf', 'industrial-physics', '200L', 'IPH-203-electronics-laboratory-manual', true, ['laboratory', 'electronics', 'IPH 203'], 'The department\'s practical manual: diode, transistor and op-amp experiments with report templates.'],
  ['Solar PV design worksheet', 'pdf', 'industrial-physics', '400L', 'IPH-407-solar-pv-design-worksheet', true, ['solar', 'design', 'IPH 407'], 'A step-by-step worksheet for sizing panels, batteries and inverters for off-grid systems.'],
  ['USGS Earthquake Hazards Program', 'link', 'geophysics', undefined, 'https://earthquake.usgs.gov/earthquakes/map/', false, ['earthquakes', 'seismology', 'data'], 'A live map of recent earthquakes worldwide, with downloadable catalogues for class projects.'],
  ['IRIS seismology education resources', 'link', 'geophysics', '200L', 'https://www.iris.edu/hq/inclass/', false, ['seismology', 'animations'], 'Animations, lessons and activities on seismic waves and plate tectonics.'],
  ['Gravity data reduction notes', 'pdf', 'geophysics', '300L', 'GPH-303-gravity-data-reduction-notes', true, ['gravity', 'GPH 303', 'reductions'], 'Drift, latitude, free-air, Bouguer and terrain corrections explained with a worked field example.'],
];

/** The generated PDF behind each 'pdf' resource. */
export function resourceFiles(): SampleFile[] {
  return samples
    .filter(([, type]) => type === 'pdf')
    .map(([title, , , level, name, , keywords, description]) => ({
      name,
      document: {
        title,
        kind: `Learning resource${level ? `, ${level}` : ''}`,
        details: [keywords.join(', ')],
        sections: [
          { heading: 'About this document', paragraphs: [description] },
          ...keywords.map((keyword) => ({
            heading: keyword,
            newPage: true,
            items: [
              `Read the section on ${keyword} and note the three points you would explain to a classmate.`,
              `Try the worked example on ${keyword}, then repeat it with your own numbers.`,
            ],
          })),
        ],
      },
    }));
}

/** Learning resources of every type across the three categories; `files` locates the PDFs. */
export function sampleResources(files: FileUrls): LearningResourceCreate[] {
  return samples.map(
    ([title, type, category, level, url, downloadable, keywords, description]) => ({
      title,
      type,
      category,
      ...(level ? { level } : {}),
      url: type === 'pdf' ? files(url) : url,
      downloadable,
      keywords,
      description,
    }),
  );
}

/** Inserts the sample resources through the repository, validated as the API would. */
export async function seedResources(db: DB, files: FileUrls): Promise<void> {
  const resources = resourcesRepository(db);
  for (const resource of sampleResources(files))
    await resources.create(learningResourceCreateSchema.parse(resource));
}
