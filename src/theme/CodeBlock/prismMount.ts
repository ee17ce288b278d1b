import { Prism } from 'prism-react-renderer';

(globalThis as { Prism?: unknown }).Prism = Prism;
