/**
 * Starts React where its own chunk is evaluated. React and React DOM are CommonJS inside the
 * bundle: their code runs only when a module first imports them. These imports make that module
 * this one, which the build groups into React's chunk (see vite.config.ts), so the page's loader
 * can evaluate React DOM in one task and the framework in the next (scripts/html/first-paint.ts).
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
