import type { CategoryId, Level } from '../../contract/constants';
import { tutorialCreateSchema, type TutorialCreate } from '../../contract/tutorials';
import type { DB } from '../client';
import { tutorialsRepository, type TutorialCommentValues } from '../repositories/tutorials';
import type { FileUrls, SampleFile } from './sample-files';

interface Sample {
  /** A notes tutorial's PDF, by sample file name; its pdfUrl is filled in once the file is stored. */
  file?: string;
  /** A video tutorial's address. */
  videoUrl?: string;
  keywords: string[];
  tutorial: TutorialCreate;
  comments: TutorialCommentValues[];
}

type Comment = [author: string, date: string, content: string];
type Row = [
  title: string,
  category: CategoryId,
  level: Level,
  lecturer: string,
  duration: string,
  views: number,
  uploadDate: string,
  keywords: string[],
  description: string,
];

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

const video = (
  youtubeId: string,
  [title, category, level, lecturer, duration, views, uploadDate, keywords, description]: Row,
  comments: Comment[] = [],
): Sample => ({
  videoUrl: youtube(youtubeId),
  keywords,
  tutorial: {
    type: 'video',
    videoUrl: youtube(youtubeId),
    title,
    category,
    level,
    lecturer,
    duration,
    views,
    uploadDate,
    keywords,
    description,
  },
  comments: comments.map(([author, date, content]) => ({
    author,
    date: `${date}T00:00:00.000Z`,
    content,
  })),
});

const notes = (
  file: string,
  [title, category, level, lecturer, duration, views, uploadDate, keywords, description]: Row,
  comments: Comment[] = [],
): Sample => ({
  file,
  keywords,
  tutorial: {
    type: 'notes',
    title,
    category,
    level,
    lecturer,
    duration,
    views,
    uploadDate,
    keywords,
    description,
  },
  comments: comments.map(([author, date, content]) => ({
    author,
    date: `${date}T00:00:00.000Z`,
    content,
  })),
});

// One sample per line, so the list reads as a table.
// prettier-ignore
const samples: Sample[] = [
  video('Vh3TGnLJ3Sw', ["Newton's laws with worked examples", 'pure-physics', '100L', 'Dr. Amaka Eze', '42:10', 1864, '2026-11-16', ['mechanics', 'PHY 101', 'forces'], 'Free-body diagrams, inclined planes and pulleys: six exam-style problems solved step by step.'], [
    ['Chidi Okonkwo', '2026-11-17', 'The pulley example finally made tension click for me. Thank you!'],
    ['Halima Sani', '2026-11-18', 'Could you do one with friction on both blocks next?'],
  ]),
  notes('PHY-102-gauss-law-tutorial-notes', ["Gauss's law: a problem-solving guide", 'pure-physics', '100L', 'Mr. Kunle Adebayo', '25 min read', 952, '2026-11-09', ['electrostatics', 'PHY 102', 'Gauss'], 'How to choose a Gaussian surface for spheres, cylinders and planes, with twelve solved problems.'], [
    ['Blessing Udo', '2026-11-10', 'Page 7 on the infinite sheet is the clearest explanation I have seen.'],
  ]),
  video('kKKM8Y-u7ds', ['The photoelectric effect explained', 'pure-physics', '200L', 'Dr. Segun Adeyemi', '27:45', 1210, '2026-10-30', ['modern physics', 'PHY 201', 'photons'], "Einstein's equation, stopping potential and work function, with a walk-through of the lab experiment."]),
  notes('PHY-301-lagrangian-mechanics-tutorial-notes', ['Lagrangian mechanics from scratch', 'pure-physics', '300L', 'Prof. Tunde Bakare', '45 min read', 640, '2026-10-22', ['Lagrangian', 'PHY 301', 'mechanics'], 'Generalised coordinates, constraints and the Euler-Lagrange equation, applied to pendulums and central forces.'], [
    ['Ifeanyi Nwosu', '2026-10-25', 'The double pendulum derivation is worth the download alone.'],
    ['Grace Bello', '2026-11-02', 'Is there a companion set of exercises for Hamilton\'s equations?'],
  ]),
  video('p7bzE1E5PMY', ['Perturbation theory in 30 minutes', 'pure-physics', '400L', 'Dr. Ifeoma Okafor', '31:05', 488, '2026-10-12', ['quantum mechanics', 'PHY 401', 'perturbation'], 'First- and second-order energy corrections, the anharmonic oscillator and the Stark effect.']),
  video('OQSNhk5ICTI', ['Transistor biasing made simple', 'industrial-physics', '200L', 'Engr. Musa Ibrahim', '24:30', 731, '2026-11-04', ['electronics', 'IPH 203', 'BJT'], 'Fixed, collector-feedback and voltage-divider bias, and how to find the Q-point quickly.'], [
    ['Tosin Alabi', '2026-11-05', 'Please share the circuit files you used in the simulation.'],
  ]),
  notes('IPH-305-sensors-tutorial-notes', ['Sensors and transducers: revision notes', 'industrial-physics', '300L', 'Dr. Ngozi Obi', '35 min read', 415, '2026-10-18', ['instrumentation', 'IPH 305', 'sensors'], 'Strain gauges, thermocouples, LVDTs and photodetectors: principles, characteristics and typical exam questions.']),
  notes('IPH-407-solar-pv-sizing-tutorial-notes', ['Sizing an off-grid solar PV system', 'industrial-physics', '400L', 'Dr. Ngozi Obi', '20 min read', 1022, '2026-09-28', ['solar', 'IPH 407', 'energy'], 'A worked design for a hostel block: load audit, panel and battery sizing, and charge-controller choice.']),
  video('yWNXWnxpPGo', ['Reading a seismic refraction survey', 'geophysics', '300L', 'Dr. Bola Oyelaran', '36:20', 566, '2026-10-26', ['seismic', 'GPH 301', 'refraction'], 'From first-break picks to layer velocities and depths, using field data from a survey near Ibadan.'], [
    ['Femi Ogunleye', '2026-10-28', 'The intercept-time method is explained so well here.'],
  ]),
  notes('GPH-401-vertical-electrical-sounding-tutorial-notes', ['Vertical electrical sounding: field and interpretation guide', 'geophysics', '400L', 'Prof. Adaeze Nnamdi', '40 min read', 702, '2026-09-20', ['resistivity', 'GPH 401', 'groundwater'], 'Schlumberger array layout, curve types, and partial curve matching for groundwater exploration.']),
  video('GaIb8dBq2kY', ['Plate tectonics in ten minutes', 'geophysics', '100L', 'Dr. Bola Oyelaran', '10:15', 1390, '2026-09-14', ['plate tectonics', 'GPH 101', 'earthquakes'], 'Why the plates move, what happens at their boundaries, and why Nigeria has so few earthquakes.']),
];

/** The PDF of each notes tutorial: its title, lecturer and summary, and exercises on its topics. */
export function tutorialFiles(): SampleFile[] {
  return samples.flatMap(({ file, keywords, tutorial }) =>
    file
      ? [
          {
            name: file,
            document: {
              title: tutorial.title,
              kind: `Tutorial notes, ${tutorial.level}`,
              details: [
                `${tutorial.lecturer} | ${tutorial.duration ?? ''} | ${keywords.join(', ')}`,
              ],
              sections: [
                { heading: 'What these notes cover', paragraphs: [tutorial.description] },
                ...keywords.map((keyword) => ({
                  heading: `Exercises: ${keyword}`,
                  newPage: true,
                  items: [
                    `State in your own words what ${keyword} means here, then check it against the worked examples.`,
                    `Solve the end-of-section problem on ${keyword} without looking at the solution, then compare.`,
                  ],
                })),
              ],
            },
          },
        ]
      : [],
  );
}

/** Video and notes tutorials across every category, some with comments; `files` locates the notes' PDFs. */
export function sampleTutorials(files: FileUrls): TutorialCreate[] {
  return samples.map(({ file, tutorial }) =>
    file ? { ...tutorial, pdfUrl: files(file) } : tutorial,
  );
}

/** A course's recorded lecture: the URL of a sample video tutorial tagged with its code. */
export function videoTutorialUrl(code: string): string | undefined {
  return samples.find((sample) => sample.videoUrl && sample.keywords.includes(code))?.videoUrl;
}

/** Inserts the sample tutorials and their comments through the repository, validated as the API would. */
export async function seedTutorials(db: DB, files: FileUrls): Promise<void> {
  const tutorials = tutorialsRepository(db);
  const all = sampleTutorials(files);
  for (const [index, { comments }] of samples.entries()) {
    const created = await tutorials.create(tutorialCreateSchema.parse(all[index]));
    for (const comment of comments) await tutorials.addComment(created._id, comment);
  }
}
