export { LiveNote, LiveAnnouncer } from './LiveNote.js';
