/**
 * A contract's sentence with its values: "BL {{blNo}} has not been discharged yet." with { blNo: 'MNL1' }. The web
 * finds the template in its catalogue and translates the sentence with the same values (lib/messages.ts).
 */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
