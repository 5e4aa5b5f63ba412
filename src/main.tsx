/**
 * The SPA's entry: the shared styles and the first load's start, which waits for the page to
 * paint before it asks for the app (src/ssr/README.md tells the whole first load).
 */
// First, so every component's own styles come after the tokens and shared pieces.
import './styles/global.css';
import './styles/components.css';
import { startAfterFirstPaint } from './ssr/entry';

startAfterFirstPaint();
