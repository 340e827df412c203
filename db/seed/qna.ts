import type { CategoryId, Level } from '../../contract/constants';
import { qnaCreateSchema, type QnaCreate } from '../../contract/qna';
import type { DB } from '../client';
import { qnaRepository } from '../repositories/qna';

type Answer = [author: string, date: string, helpful: number, content: string];
type Sample = [
  date: string,
  author: string,
  category: CategoryId,
  level: Level,
  tags: string[],
  question: string,
  answers: Answer[],
];

// One sample per line, so the list reads as a table. Maths is written as $...$ for the site to typeset.
// prettier-ignore
const samples: Sample[] = [
  ['2026-11-19', 'Chinedu Obi', 'pure-physics', '100L', ['mechanics', 'PHY 101'], 'A ball is thrown straight up at $20\\ \\text{m/s}$. How do I find the maximum height without knowing the time?', [
    ['Dr. Amaka Eze', '2026-11-19', 12, 'Use $v^2 = u^2 - 2gh$ with $v = 0$ at the top: $h = \\frac{u^2}{2g} = \\frac{20^2}{2 \\times 9.8} \\approx 20.4\\ \\text{m}$. No time needed.'],
    ['Halima Sani', '2026-11-20', 3, 'You can also use energy: $\\frac{1}{2}mu^2 = mgh$, so the mass cancels and you get the same $h$.'],
  ]],
  ['2026-11-15', 'Ada Nwankwo', 'pure-physics', '200L', ['relativity', 'PHY 201'], 'Where does $E = mc^2$ come from? Our lecturer said it follows from the Lorentz transformation but I cannot see how.', [
    ['Prof. Tunde Bakare', '2026-11-16', 9, 'Start from relativistic momentum $p = \\gamma m v$ and the work-energy theorem. Integrating $F\\,dx$ gives kinetic energy $K = (\\gamma - 1)mc^2$, so the total energy is $E = \\gamma mc^2$, which at rest is $E = mc^2$.'],
  ]],
  ['2026-11-10', 'Yusuf Abdullahi', 'pure-physics', '300L', ['quantum', 'PHY 305'], 'Why is the energy of a particle in a box quantised while a free particle can have any energy?', [
    ['Dr. Ifeoma Okafor', '2026-11-11', 7, 'The walls force $\\psi(0) = \\psi(L) = 0$, so only waves that fit a whole number of half-wavelengths survive: $L = n\\lambda/2$. That gives $E_n = \\frac{n^2 \\pi^2 \\hbar^2}{2mL^2}$. A free particle has no boundary condition, so every $k$ is allowed.'],
    ['Ifeanyi Nwosu', '2026-11-12', 2, 'It helped me to think of guitar strings: fixed ends, only certain notes.'],
  ]],
  ['2026-11-06', 'Tosin Alabi', 'industrial-physics', '200L', ['electronics', 'IPH 203'], 'My common-emitter amplifier gives a clipped output. Is the transistor damaged?', [
    ['Engr. Musa Ibrahim', '2026-11-06', 5, 'Probably not. Check the Q-point: $V_{CE}$ should sit near $V_{CC}/2$. If it is close to saturation or cut-off, one half of the wave clips. Adjust the bias resistors or reduce the input amplitude.'],
  ]],
  ['2026-10-29', 'Femi Ogunleye', 'geophysics', '300L', ['seismic', 'GPH 301'], 'In a two-layer refraction survey, how do I get the depth to the refractor from the travel-time graph?', [
    ['Dr. Bola Oyelaran', '2026-10-30', 8, 'Read the intercept time $t_i$ of the second segment and the velocities $V_1$, $V_2$ from the slopes. Then $z = \\frac{t_i V_1 V_2}{2\\sqrt{V_2^2 - V_1^2}}$.'],
    ['Grace Bello', '2026-10-31', 1, 'Remember that this assumes a flat refractor; for a dipping one you need a reversed profile.'],
  ]],
  ['2026-10-20', 'Blessing Udo', 'geophysics', '400L', ['resistivity', 'GPH 401'], 'What is the apparent resistivity formula for a Schlumberger array?', [
    ['Prof. Adaeze Nnamdi', '2026-10-21', 6, 'With current electrodes at $\\pm AB/2$ and potential electrodes at $\\pm MN/2$: $\\rho_a = \\pi \\frac{(AB/2)^2 - (MN/2)^2}{MN} \\cdot \\frac{\\Delta V}{I}$.'],
  ]],
  ['2026-10-14', 'Kemi Adewale', 'industrial-physics', '400L', ['SIWES', 'IPH 499'], 'Can SIWES be done at a solar installation company, or must it be a factory?', [
    ['Dr. Ngozi Obi', '2026-10-15', 4, 'Any placement where you do physics-related technical work is accepted; solar installers are common. Get the company to sign the acceptance form before you start.'],
  ]],
  ['2026-10-08', 'Sade Ojo', 'pure-physics', '400L', ['statistical mechanics', 'PHY 403'], 'Is there a quick way to remember when to use Fermi-Dirac and when Bose-Einstein statistics?', []],
];

/** Questions across categories and levels, most with answers, several with maths. */
export function sampleQna(): QnaCreate[] {
  return samples.map(([date, author, category, level, tags, question, answers]) => ({
    date,
    author,
    category,
    level,
    tags,
    question,
    answers: answers.map(([answerAuthor, answerDate, helpful, content]) => ({
      author: answerAuthor,
      date: answerDate,
      helpful,
      content,
    })),
  }));
}

/** Inserts the sample questions and answers through the repository, validated as the API would. */
export async function seedQna(db: DB): Promise<void> {
  const qna = qnaRepository(db);
  for (const entry of sampleQna()) await qna.create(qnaCreateSchema.parse(entry));
}
