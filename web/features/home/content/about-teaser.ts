/** Home, section 5: a short introduction that leads to /about. */
export const aboutTeaser = {
  eyebrow: 'Who we are',
  heading: 'Students of physics, building a community of curious minds',
  paragraphs: [
    'We are the student body of the Department of Physics: Pure Physics, Industrial Physics and Geophysics, from 100L to 400L. We organise tutorials and seminars, keep the academic calendar in view and speak for students to the department.',
    'Above all, we make the department feel like home: a place where questions are welcome and where seniors reach back to help those coming after them.',
  ],
  imageAlt: 'Illustration: bright stars joined into a constellation, like a network of friends',
} as const;
