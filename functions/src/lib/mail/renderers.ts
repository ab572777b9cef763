// The heavy half of writing an email, loaded only through rendering.ts: the HTML layout (React,
// react-dom/server and the @react-email components) and the calendar file (ical-generator).
export { emailHtml } from './email-layout.js';
export { bookingCalendarFile } from '../../domain/calendar-file.js';
