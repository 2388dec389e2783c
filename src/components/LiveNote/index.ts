export { LiveNote, LiveAnnouncer, WithLiveNote } from './LiveNote.js';
