export { ContactForm } from './components/ContactForm';
export { FaqBrowser } from './components/FaqBrowser';
export { FAQ } from './faq';
