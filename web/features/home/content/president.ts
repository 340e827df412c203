/** Home, section 4: the President's message (the President is the first of the executives). */
export const presidentMessage = {
  heading: 'A message from our President',
  paragraphs: [
    'Welcome! Whether you are starting 100L or preparing your final-year project, this association exists so that no physics student has to learn alone.',
    'This session we are doubling our weekly tutorials, opening the past-questions archive to every level and bringing more working physicists to campus. Come to a clinic, join a committee, or simply say hello at our next event: there is a place for you here.',
  ],
} as const;
