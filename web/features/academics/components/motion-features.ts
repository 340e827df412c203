/** Motion's animation features, loaded after the page shows (see entrance.tsx). */
export { domAnimation as default } from 'motion/react';
