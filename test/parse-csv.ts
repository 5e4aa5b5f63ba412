/**
 * Reads a CSV as RFC 4180 writes it (quoted fields may hold commas, doubled quotes and line
 * breaks), for the tests that check the reports' CSV (server/reports, e2e/reports.spec.ts).
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const field = /("((?:[^"]|"")*)"|[^,\r\n]*)(,|\r?\n|$)/g;
  let record: string[] = [];
  for (let match = field.exec(text); match && match[0] !== ''; match = field.exec(text)) {
    record.push(match[2] !== undefined ? match[2].replace(/""/g, '"') : match[1]!);
    if (match[3] !== ',') {
      records.push(record);
      record = [];
    }
  }
  return records;
}
