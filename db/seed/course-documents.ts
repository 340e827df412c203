/**
 * What the sample course PDFs say: a past paper per year, lecture notes and problem sets, written
 * from the course's own code, title, description and outline so each file is about its course.
 */
import type { SampleDocument } from './pdf';

export interface CourseFacts {
  code: string;
  title: string;
  credits: number;
  level: string;
  description: string;
  outline: string[];
  semester: 'first' | 'second';
}

/** 'Rotational motion' → 'rotational motion'; a name ('Newton's laws', 'PHY 101') keeps its capital. */
const lower = (topic: string) =>
  /^\S+'s\b|^[A-Z]{2}/.test(topic) ? topic : topic.charAt(0).toLowerCase() + topic.slice(1);

/** The topic `offset` places along the outline, wrapping round. */
const topicAt = (outline: string[], offset: number) =>
  outline[((offset % outline.length) + outline.length) % outline.length] ?? 'the course';

type QuestionForm = (topic: string, course: CourseFacts) => string;

const questionForms: [QuestionForm, ...QuestionForm[]] = [
  (topic) =>
    `(a) State the key ideas of ${lower(topic)} and define every quantity you use, with its SI unit. (b) Illustrate them with a labelled diagram. (c) Give one situation where they fail and say why. [20 marks]`,
  (topic) =>
    `Write short notes on ${lower(topic)}: the main result, the assumptions behind it, and one worked numerical example with clear units. [20 marks]`,
  (topic, course) =>
    `(a) Explain why ${lower(topic)} matters in ${course.title}. (b) Describe an experiment or field measurement that demonstrates it, listing the sources of error and how to reduce them. [20 marks]`,
  (topic) =>
    `(a) Explain from first principles the main rule or relation behind ${lower(topic)}. (b) Use it to estimate an order of magnitude for a real case of your choice, stating your data. [20 marks]`,
  (topic) =>
    `Compare the approaches to ${lower(topic)} met in lectures. Under what conditions does each apply, and how would you decide between them in practice? [20 marks]`,
];

/** Six questions for one year: the outline's topics in an order that shifts from year to year. */
function questions(course: CourseFacts, year: number): string[] {
  return Array.from({ length: 6 }, (_, index) => {
    const form = questionForms[(index + year) % questionForms.length] ?? questionForms[0];
    return form(topicAt(course.outline, index + year), course);
  });
}

export function pastPaper(course: CourseFacts, year: number): SampleDocument {
  const all = questions(course, year);
  return {
    title: `${course.code} ${course.title}`,
    kind: `Past questions: ${year}/${year + 1} ${course.semester} semester examination`,
    details: [
      `${course.level} | ${course.credits} credits | Time allowed: ${course.credits >= 3 ? '3 hours' : '2 hours'}`,
      'Answer question 1 and any three others. Each question carries 20 marks.',
    ],
    sections: [
      {
        heading: 'Instructions',
        paragraphs: [
          'Write your matriculation number, not your name, on every answer booklet. Start each question on a new page.',
          'Calculators may be used; programmable calculators and phones are not allowed in the hall.',
          'This is a sample paper, drawn from the course outline, to show how the past-question bank works.',
        ],
      },
      { heading: 'Section A (compulsory)', items: all.slice(0, 1) },
      {
        heading: 'Section B (answer any three)',
        newPage: true,
        paragraphs: ['Show all working. Marks are given for method as well as for answers.'],
        items: all.slice(1),
      },
      {
        heading: 'Useful constants',
        paragraphs: [
          'g = 9.81 m/s^2; c = 3.00 x 10^8 m/s; e = 1.60 x 10^-19 C; h = 6.63 x 10^-34 J s; k = 1.38 x 10^-23 J/K; G = 6.67 x 10^-11 N m^2/kg^2.',
        ],
      },
    ],
  };
}

export function lectureNotes(course: CourseFacts): SampleDocument {
  return {
    title: `${course.code} ${course.title}`,
    kind: 'Lecture notes',
    details: [`${course.level} | ${course.credits} credits | ${course.semester} semester`],
    sections: [
      { heading: 'About this course', paragraphs: [course.description] },
      ...course.outline.map((topic, index) => ({
        heading: `${index + 1}. ${topic}`,
        paragraphs: [
          `This part of ${course.code} covers ${lower(topic)}. Read it with the matching chapter of the recommended text, then try the exercises below before the tutorial class.`,
        ],
        items: [
          `Summarise ${lower(topic)} in five sentences, naming the quantities involved.`,
          `Find one past-question on ${lower(topic)} in the past-question bank and solve it.`,
        ],
      })),
    ],
  };
}

export function problemSets(course: CourseFacts): SampleDocument {
  return {
    title: `${course.code} ${course.title}`,
    kind: 'Problem sets',
    details: ['Work in pairs; hand in one set every two weeks.'],
    sections: course.outline.map((topic, index) => ({
      heading: `Set ${index + 1}: ${topic}`,
      items: [
        `A short conceptual question on ${lower(topic)}: explain your answer in words before using any equation.`,
        `A numerical problem on ${lower(topic)}: give the answer to three significant figures with units.`,
      ],
    })),
  };
}
