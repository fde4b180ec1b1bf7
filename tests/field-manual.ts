/**
 * The sections of the field manual in the order of a flight day: the browser test checks the page's headings in
 * this order, the PDF check finds each one in the PDF's outline.
 */
export const FIELD_MANUAL_SECTIONS = [
  'Bring-up',
  'Pre-flight checklist',
  'Takeoff',
  'Watching the flight',
  'Emergencies',
  'Landing',
  'After the flight',
  'Common problems',
] as const;
