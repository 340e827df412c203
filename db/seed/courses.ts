import type { CategoryId, Level } from '../../contract/constants';
import { courseCreateSchema, type CourseCreate } from '../../contract/courses';
import type { DB } from '../client';
import { coursesRepository } from '../repositories/courses';
import { lectureNotes, pastPaper, problemSets, type CourseFacts } from './course-documents';
import type { FileUrls, SampleFile } from './sample-files';
import { videoTutorialUrl } from './tutorials';

type Sample = [
  code: string,
  title: string,
  credits: number,
  category: CategoryId,
  level: Level,
  description: string,
  outline: string[],
];

// One sample per line, so the list reads as a table.
// prettier-ignore
const samples: Sample[] = [
  ['PHY 101', 'General Physics I', 3, 'pure-physics', '100L', 'Mechanics, thermal physics and waves for first-year science students, with an emphasis on problem solving.', ['Units, dimensions and vectors', 'Kinematics in one and two dimensions', "Newton's laws of motion", 'Work, energy and power', 'Momentum and collisions', 'Rotational motion', 'Gravitation']],
  ['PHY 102', 'General Physics II', 3, 'pure-physics', '100L', "Electricity and magnetism from Coulomb's law to simple a.c. circuits.", ["Electric charge and Coulomb's law", "Electric field and Gauss's law", 'Electric potential and capacitance', 'Direct current circuits', 'Magnetic fields and forces', 'Electromagnetic induction']],
  ['PHY 107', 'Physics Practical I', 2, 'pure-physics', '100L', 'Weekly laboratory practicals on measurement, mechanics and heat, with graph plotting and error analysis.', ['Measurement and uncertainty', 'Graphs and straight-line fits', 'The simple pendulum', 'Hooke\'s law and elasticity', 'Specific heat capacity', 'Writing a laboratory report']],
  ['PHY 201', 'Elementary Modern Physics', 3, 'pure-physics', '200L', 'The experiments and ideas that broke classical physics: relativity, quanta and the atom.', ['Special relativity', 'Black-body radiation', 'The photoelectric and Compton effects', 'The Bohr atom', 'Wave-particle duality', 'Introduction to nuclear physics']],
  ['PHY 207', 'Thermal Physics', 2, 'pure-physics', '200L', 'Temperature, heat and the laws of thermodynamics, with an introduction to kinetic theory.', ['Temperature and thermometry', 'The first law of thermodynamics', 'Heat engines and the second law', 'Entropy', 'Kinetic theory of gases']],
  ['PHY 205', 'Waves and Optics', 3, 'pure-physics', '200L', 'Oscillations and waves, and the wave and ray optics of light, taken by every 200L student.', ['Simple harmonic motion', 'Damped and forced oscillations', 'Travelling and standing waves', 'Sound', 'Interference and diffraction', 'Polarisation', 'Geometrical optics']],
  ['PHY 301', 'Analytical Mechanics', 3, 'pure-physics', '300L', 'Lagrangian and Hamiltonian mechanics and their use on central forces, oscillations and rigid bodies.', ['Constraints and generalised coordinates', "Lagrange's equations", 'Central-force motion', 'Small oscillations and normal modes', 'Rigid-body dynamics', "Hamilton's equations", 'Poisson brackets']],
  ['PHY 305', 'Solid State Physics I', 3, 'pure-physics', '300L', 'Crystal structure, lattice vibrations and the free-electron model of metals.', ['Crystal lattices and Miller indices', 'X-ray diffraction and the reciprocal lattice', 'Lattice vibrations and phonons', 'Thermal properties of solids', 'The free-electron model', 'Energy bands']],
  ['PHY 307', 'Mathematical Physics', 3, 'pure-physics', '300L', 'The mathematical methods every physicist needs, taken by all 300L students of the department.', ['Vector calculus', 'Fourier series and transforms', 'Ordinary differential equations', 'Partial differential equations', 'Special functions', 'Complex variables']],
  ['PHY 401', 'Quantum Mechanics II', 4, 'pure-physics', '400L', 'Angular momentum, perturbation theory and scattering, building on third-year quantum mechanics.', ['Angular momentum and spin', 'Addition of angular momenta', 'Time-independent perturbation theory', 'The variational method', 'Time-dependent perturbation theory', 'Scattering theory', 'Identical particles']],
  ['PHY 403', 'Statistical Mechanics', 3, 'pure-physics', '400L', 'From microstates to thermodynamics: ensembles, partition functions and quantum statistics.', ['Microstates and macrostates', 'The microcanonical ensemble', 'The canonical ensemble and the partition function', 'The grand canonical ensemble', 'Bose-Einstein and Fermi-Dirac statistics', 'Phase transitions']],
  ['PHY 499', 'Research Project', 6, 'pure-physics', '400L', 'An independent final-year project under a supervisor, presented at the weekly seminar and written up as a dissertation.', ['Choosing a topic and a supervisor', 'Literature review', 'Research methods', 'Data analysis', 'Seminar presentation', 'Dissertation writing']],
  ['IPH 101', 'Introduction to Industrial Physics', 2, 'industrial-physics', '100L', 'What industrial physicists do, where they work, and the physics behind common industrial processes.', ['Physics in industry', 'Measurement and standards', 'Workshop safety', 'Materials and their properties', 'Energy in manufacturing']],
  ['IPH 102', 'Engineering Drawing', 2, 'industrial-physics', '100L', 'Reading and producing technical drawings, by hand and with computer-aided design.', ['Drawing instruments and conventions', 'Lettering and dimensioning', 'Orthographic projection', 'Isometric drawing', 'Sections and assemblies', 'Introduction to CAD']],
  ['IPH 203', 'Electronics I', 3, 'industrial-physics', '200L', 'Semiconductor devices and the analogue circuits built from them.', ['Semiconductor physics', 'p-n junction diodes and rectifiers', 'Bipolar junction transistors', 'Transistor biasing and amplifiers', 'Field-effect transistors', 'Operational amplifiers']],
  ['IPH 204', 'Workshop Practice', 2, 'industrial-physics', '200L', 'Hands-on skills in the mechanical and electrical workshops: tools, machining, soldering and safety.', ['Workshop safety', 'Hand tools and measuring instruments', 'Lathe and drilling operations', 'Soldering and wiring', 'Printed circuit boards', 'Fault finding']],
  ['IPH 303', 'Materials Science', 3, 'industrial-physics', '300L', 'The structure and properties of metals, ceramics, polymers and semiconductors, and how industry chooses between them.', ['Atomic bonding and structure', 'Crystal defects', 'Mechanical properties', 'Phase diagrams', 'Electrical and magnetic materials', 'Corrosion and degradation']],
  ['IPH 305', 'Instrumentation and Measurement', 3, 'industrial-physics', '300L', 'Sensors, signal conditioning and data acquisition for industrial measurement.', ['Errors and uncertainty', 'Transducers and sensors', 'Bridges and signal conditioning', 'Analogue-to-digital conversion', 'Data acquisition systems', 'Calibration', 'Process control basics']],
  ['IPH 407', 'Renewable Energy Technology', 3, 'industrial-physics', '400L', 'The physics and engineering of solar, wind and bioenergy systems for Nigerian conditions.', ['The solar resource', 'Photovoltaic cells and modules', 'Solar thermal systems', 'Wind energy', 'Biomass and biogas', 'Energy storage', 'Off-grid system design']],
  ['IPH 403', 'Industrial Process Control', 3, 'industrial-physics', '400L', 'Measuring and controlling industrial processes, from feedback loops to programmable logic controllers.', ['Process variables and their measurement', 'Feedback and control loops', 'PID controllers', 'Actuators and final control elements', 'Programmable logic controllers', 'SCADA systems']],
  ['IPH 499', 'Industrial Training (SIWES)', 6, 'industrial-physics', '400L', 'Six months of supervised work experience in industry, with a logbook, report and seminar.', ['Placement and orientation', 'Logbook keeping', 'Technical report writing', 'Workplace safety', 'Seminar presentation']],
  ['GPH 101', 'Introduction to Earth Science', 2, 'geophysics', '100L', 'The Earth as a physical system: its structure, materials and the processes that shape it.', ['The solar system and the Earth', 'Internal structure of the Earth', 'Minerals and rocks', 'Plate tectonics', 'Earthquakes and volcanoes', 'Geological time']],
  ['GPH 102', 'Physical Geology', 2, 'geophysics', '100L', 'The materials of the Earth and the processes that form and change them, with campus field walks.', ['Rock-forming minerals', 'Igneous rocks', 'Sedimentary rocks', 'Metamorphic rocks', 'Weathering and erosion', 'Geological maps']],
  ['GPH 201', 'Introduction to Geophysics', 3, 'geophysics', '200L', 'An overview of the geophysical methods and the physical properties of rocks they measure.', ['Physical properties of rocks', 'Overview of geophysical methods', 'Gravity and the figure of the Earth', 'Geomagnetism', 'Heat flow', 'Seismology basics']],
  ['GPH 205', 'Geophysical Field Methods', 2, 'geophysics', '200L', 'Planning and running small geophysical surveys: positioning, instruments, field notes and safety.', ['Survey planning', 'Positioning and GPS', 'Field instruments', 'Field notebooks and data sheets', 'Safety in the field', 'A campus resistivity survey']],
  ['GPH 301', 'Seismic Methods', 3, 'geophysics', '300L', 'Refraction and reflection seismology, from field acquisition to interpretation.', ['Elastic waves in rocks', 'Seismic refraction surveys', 'Seismic reflection surveys', 'Acquisition geometry', 'Processing: stacking and migration', 'Interpretation of seismic sections']],
  ['GPH 303', 'Gravity and Magnetic Methods', 3, 'geophysics', '300L', 'Potential-field surveys: field work, reductions and interpretation of anomalies.', ['Gravity instruments and surveys', 'Gravity reductions', 'Magnetic properties of rocks', 'Magnetic surveys', 'Anomaly separation', 'Modelling and interpretation']],
  ['GPH 401', 'Electrical and Electromagnetic Methods', 3, 'geophysics', '400L', 'Resistivity, induced polarisation and EM methods for groundwater and mineral exploration.', ['Rock resistivity', 'Vertical electrical sounding', 'Electrical resistivity tomography', 'Induced polarisation', 'Electromagnetic methods', 'Groundwater case studies']],
  ['GPH 405', 'Petroleum Geophysics', 3, 'geophysics', '400L', 'Geophysics in hydrocarbon exploration, with case studies from the Niger Delta.', ['Petroleum systems', 'Seismic stratigraphy', 'Well logging', 'Amplitude analysis and AVO', 'Reservoir characterisation', 'Niger Delta case studies']],
];

/** 'PHY 101 General Physics I': how the timetable names a catalogue course. Throws for an unknown code. */
export function courseLabel(code: string): string {
  const sample = samples.find(([each]) => each === code);
  if (!sample) throw new Error(`The sample catalogue has no course ${code}`);
  return `${code} ${sample[1]}`;
}

/** 'PHY 101' → 'PHY-101': the start of each sample file's name. */
const slug = (code: string) => code.replace(' ', '-');
const semesterOf = (code: string) => (Number(code.at(-1)) % 2 === 1 ? 'first' : 'second');
const yearsOf = (index: number) => (index % 2 === 0 ? [2023, 2024, 2025] : [2024, 2025]);
const hasProblemSets = (index: number) => index % 3 === 0;

const facts = ([code, title, credits, , level, description, outline]: Sample): CourseFacts => ({
  code,
  title,
  credits,
  level,
  description,
  outline,
  semester: semesterOf(code),
});

const fileNames = {
  notes: (code: string) => `${slug(code)}-lecture-notes`,
  problems: (code: string) => `${slug(code)}-problem-sets`,
  paper: (code: string, year: number) => `${slug(code)}-past-questions-${year}`,
};

/** Every PDF the sample courses link to: lecture notes, some problem sets, a paper per year. */
export function courseFiles(): SampleFile[] {
  return samples.flatMap((sample, index) => {
    const course = facts(sample);
    return [
      { name: fileNames.notes(course.code), document: lectureNotes(course) },
      ...(hasProblemSets(index)
        ? [{ name: fileNames.problems(course.code), document: problemSets(course) }]
        : []),
      ...yearsOf(index).map((year) => ({
        name: fileNames.paper(course.code, year),
        document: pastPaper(course, year),
      })),
    ];
  });
}

/**
 * Courses for every category and level, with lecture notes, two or three years of past questions
 * and, where a sample video tutorial covers the course, its recorded lecture. `files` gives the
 * stored URL of each generated PDF.
 */
export function sampleCourses(files: FileUrls): CourseCreate[] {
  return samples.map((sample, index) => {
    const [code, title, credits, category, level, description, outline] = sample;
    const video = videoTutorialUrl(code);
    const semester = semesterOf(code);
    return {
      id: code,
      title,
      description,
      credits,
      category,
      level,
      outline,
      materials: [
        {
          id: 'notes',
          title: 'Lecture notes',
          type: 'PDF',
          url: files(fileNames.notes(code)),
          downloadable: true,
        },
        ...(video
          ? [
              {
                id: 'lectures',
                title: `${title}: recorded lecture`,
                type: 'VIDEO' as const,
                url: video,
                downloadable: false,
              },
            ]
          : []),
        ...(hasProblemSets(index)
          ? [
              {
                id: 'problems',
                title: 'Problem sets',
                type: 'PDF' as const,
                url: files(fileNames.problems(code)),
                downloadable: true,
              },
            ]
          : []),
      ],
      pastQuestions: yearsOf(index).map((year) => ({
        id: `exam-${year}`,
        title: `${semester === 'first' ? 'First' : 'Second'} semester examination`,
        year,
        type: 'Exam',
        url: files(fileNames.paper(code, year)),
      })),
    };
  });
}

/** Inserts the sample courses through the repository, validated as the API would. */
export async function seedCourses(db: DB, files: FileUrls): Promise<void> {
  const courses = coursesRepository(db);
  for (const course of sampleCourses(files)) await courses.create(courseCreateSchema.parse(course));
}
