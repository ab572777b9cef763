const SCHEDULE_TIME = /^(\d{1,2})(am|pm)$/i;

function parse(text: string): { hour: number; pm: boolean } | null {
  const match = SCHEDULE_TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  return { hour, pm: match[2]?.toLowerCase() === 'pm' };
}

export function parseScheduleTime(text: string): string {
  const time = parse(text);
  if (!time) return '';
  const hour = (time.hour % 12) + (time.pm ? 12 : 0);
  return String(hour).padStart(2, '0');
}

export function formatTime(text: string): string {
  const time = parse(text);
  if (!time) return '';
  return `${time.hour}${time.pm ? 'pm' : 'am'}`;
}
