import type { CategoryId, Level } from '../../contract/constants';
import { courseCreateSchema, type CourseCreate } from '../../contract/courses';
import type { DB } from '../client';
import { coursesRepository } from '../repositories/courses';

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
  ['PHY 201', 'Elementary Modern Physics', 3, 'pure-physics', '200L', 'The experiments and ideas that broke classical physics: relativity, quanta and the atom.', ['Special relativity', 'Black-body radiation', 'The photoelectric and Compton effects', 'The Bohr atom', 'Wave-particle duality', 'Introduction to nuclear physics']],
  ['PHY 207', 'Thermal Physics', 2, 'pure-physics', '200L', 'Temperature, heat and the laws of thermodynamics, with an introduction to kinetic theory.', ['Temperature and thermometry', 'The first law of thermodynamics', 'Heat engines and the second law', 'Entropy', 'Kinetic theory of gases']],
  ['PHY 301', 'Analytical Mechanics', 3, 'pure-physics', '300L', 'Lagrangian and Hamiltonian mechanics and their use on central forces, oscillations and rigid bodies.', ['Constraints and generalised coordinates', "Lagrange's equations", 'Central-force motion', 'Small oscillations and normal modes', 'Rigid-body dynamics', "Hamilton's equations", 'Poisson brackets']],
  ['PHY 305', 'Solid State Physics I', 3, 'pure-physics', '300L', 'Crystal structure, lattice vibrations and the free-electron model of metals.', ['Crystal lattices and Miller indices', 'X-ray diffraction and the reciprocal lattice', 'Lattice vibrations and phonons', 'Thermal properties of solids', 'The free-electron model', 'Energy bands']],
  ['PHY 401', 'Quantum Mechanics II', 4, 'pure-physics', '400L', 'Angular momentum, perturbation theory and scattering, building on third-year quantum mechanics.', ['Angular momentum and spin', 'Addition of angular momenta', 'Time-independent perturbation theory', 'The variational method', 'Time-dependent perturbation theory', 'Scattering theory', 'Identical particles']],
  ['PHY 403', 'Statistical Mechanics', 3, 'pure-physics', '400L', 'From microstates to thermodynamics: ensembles, partition functions and quantum statistics.', ['Microstates and macrostates', 'The microcanonical ensemble', 'The canonical ensemble and the partition function', 'The grand canonical ensemble', 'Bose-Einstein and Fermi-Dirac statistics', 'Phase transitions']],
  ['IPH 101', 'Introduction to Industrial Physics', 2, 'industrial-physics', '100L', 'What industrial physicists do, where they work, and the physics behind common industrial processes.', ['Physics in industry', 'Measurement and standards', 'Workshop safety', 'Materials and their properties', 'Energy in manufacturing']],
  ['IPH 203', 'Electronics I', 3, 'industrial-physics', '200L', 'Semiconductor devices and the analogue circuits built from them.', ['Semiconductor physics', 'p-n junction diodes and rectifiers', 'Bipolar junction transistors', 'Transistor biasing and amplifiers', 'Field-effect transistors', 'Operational amplifiers']],
  ['IPH 305', 'Instrumentation and Measurement', 3, 'industrial-physics', '300L', 'Sensors, signal conditioning and data acquisition for industrial measurement.', ['Errors and uncertainty', 'Transducers and sensors', 'Bridges and signal conditioning', 'Analogue-to-digital conversion', 'Data acquisition systems', 'Calibration', 'Process control basics']],
  ['IPH 407', 'Renewable Energy Technology', 3, 'industrial-physics', '400L', 'The physics and engineering of solar, wind and bioenergy systems for Nigerian conditions.', ['The solar resource', 'Photovoltaic cells and modules', 'Solar thermal systems', 'Wind energy', 'Biomass and biogas', 'Energy storage', 'Off-grid system design']],
  ['IPH 499', 'Industrial Training (SIWES)', 6, 'industrial-physics', '400L', 'Six months of supervised work experience in industry, with a logbook, report and seminar.', ['Placement and orientation', 'Logbook keeping', 'Technical report writing', 'Workplace safety', 'Seminar presentation']],
  ['GPH 101', 'Introduction to Earth Science', 2, 'geophysics', '100L', 'The Earth as a physical system: its structure, materials and the processes that shape it.', ['The solar system and the Earth', 'Internal structure of the Earth', 'Minerals and rocks', 'Plate tectonics', 'Earthquakes and volcanoes', 'Geological time']],
  ['GPH 201', 'Introduction to Geophysics', 3, 'geophysics', '200L', 'An overview of the geophysical methods and the physical properties of rocks they measure.', ['Physical properties of rocks', 'Overview of geophysical methods', 'Gravity and the figure of the Earth', 'Geomagnetism', 'Heat flow', 'Seismology basics']],
  ['GPH 301', 'Seismic Methods', 3, 'geophysics', '300L', 'Refraction and reflection seismology, from field acquisition to interpretation.', ['Elastic waves in rocks', 'Seismic refraction surveys', 'Seismic reflection surveys', 'Acquisition geometry', 'Processing: stacking and migration', 'Interpretation of seismic sections']],
  ['GPH 303', 'Gravity and Magnetic Methods', 3, 'geophysics', '300L', 'Potential-field surveys: field work, reductions and interpretation of anomalies.', ['Gravity instruments and surveys', 'Gravity reductions', 'Magnetic properties of rocks', 'Magnetic surveys', 'Anomaly separation', 'Modelling and interpretation']],
  ['GPH 401', 'Electrical and Electromagnetic Methods', 3, 'geophysics', '400L', 'Resistivity, induced polarisation and EM methods for groundwater and mineral exploration.', ['Rock resistivity', 'Vertical electrical sounding', 'Electrical resistivity tomography', 'Induced polarisation', 'Electromagnetic methods', 'Groundwater case studies']],
  ['GPH 405', 'Petroleum Geophysics', 3, 'geophysics', '400L', 'Geophysics in hydrocarbon exploration, with case studies from the Niger Delta.', ['Petroleum systems', 'Seismic stratigraphy', 'Well logging', 'Amplitude analysis and AVO', 'Reservoir characterisation', 'Niger Delta case studies']],
];

const slug = (code: string) => code.toLowerCase().replace(' ', '-');
const files = 'https://example.org/files/courses';

/** Courses for every category and level, with notes, a video and two or three years of past questions. */
export function sampleCourses(): CourseCreate[] {
  return samples.map(([code, title, credits, category, level, description, outline], index) => {
    const semester = Number(code.at(-1)) % 2 === 1 ? 'first' : 'second';
    const years = index % 2 === 0 ? [2023, 2024, 2025] : [2024, 2025];
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
          title: `${code} lecture notes`,
          type: 'PDF',
          url: `${files}/${slug(code)}/lecture-notes.pdf`,
          downloadable: true,
        },
        {
          id: 'lectures',
          title: `${title}: recorded lectures`,
          type: 'VIDEO',
          url: `https://example.org/videos/${slug(code)}`,
          downloadable: false,
        },
        ...(index % 3 === 0
          ? [
              {
                id: 'problems',
                title: `${code} problem sets`,
                type: 'PDF' as const,
                url: `${files}/${slug(code)}/problem-sets.pdf`,
                downloadable: true,
              },
            ]
          : []),
      ],
      pastQuestions: years.map((year) => ({
        id: `exam-${year}`,
        title: `${code} ${year}/${year + 1} ${semester} semester examination`,
        year,
        type: 'Exam',
        url: `${files}/${slug(code)}/past-questions-${year}.pdf`,
      })),
    };
  });
}

/** Inserts the sample courses through the repository, validated as the API would. */
export async function seedCourses(db: DB): Promise<void> {
  const courses = coursesRepository(db);
  for (const course of sampleCourses()) await courses.create(courseCreateSchema.parse(course));
}
