/** /home/index (spec 000 §2): the home page lives in src/home/. */
export { default } from '@/home/HomePage.tsx';
