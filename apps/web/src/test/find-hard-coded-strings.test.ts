import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './find-hard-coded-strings';

const srcDir = resolve(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('hard-coded visible strings', () => {
  it('finds JSX text, literal children and visible attributes, and lets translations and the brand through', () => {
    const sample = `
      export function Sample({ t }) {
        return (
          <Stack title="Settings">
            Hello there
            {'Literal child'}
            <TextInput label="Name" placeholder={\`Type here\`} aria-label={'Search'} error="Required" />
            <Image alt="Ship" src="/ship.png" className="wide" />
            <Button label={t('save')} description={t('help')}>{t('go')} 42 - </Button>
            <Text>Portside</Text>
          </Stack>
        );
      }`;
    expect(
      findHardCodedStrings(sample)
        .map((hit) => hit.text)
        .sort(),
    ).toEqual(['Settings', 'Hello there', 'Literal child', 'Name', 'Type here', 'Search', 'Required', 'Ship'].sort());
  });

  const texts = (source: string) => findHardCodedStrings(source).map((hit) => hit.text);

  it.each([
    ['message=', `<ConfirmDialog message="Are you sure?" />`, ['Are you sure?']],
    [
      'confirmLabel= and cancelLabel=',
      `<ConfirmDialog confirmLabel="Delete" cancelLabel={'Keep'} />`,
      ['Delete', 'Keep'],
    ],
    ['emptyText=', `<DataTable emptyText="No data found" />`, ['No data found']],
    ['header=', `<Column header={\`Created At\`} />`, ['Created At']],
  ])('finds literals in the visible attribute %s', (_case, jsx, expected) => {
    expect(texts(`const view = ${jsx};`)).toEqual(expected);
  });

  it('finds label, header and title in nested objects passed as props', () => {
    const sample = `
      const view = (
        <>
          <DataTable columns={[{ key: 'name', header: 'Name', render: (row) => row.name }, { key: 'id', header: t('id') }]} />
          <Select data={[{ value: 'admin', label: 'Administrator' }]} />
          <Widget options={{ nested: { 'title': 'Deep title' } }} />
        </>
      );`;
    expect(texts(sample)).toEqual(['Name', 'Administrator', 'Deep title']);
  });

  it('finds literals in JSX expression containers: ternaries, &&, || and template literals with letters', () => {
    const sample = `
      const view = (
        <Text title={busy ? 'Saving' : t('idle')}>
          {count === 1 ? 'One item' : t('items', { count })}
          {failed && 'It failed'}
          {name || 'Anonymous'}
          {\`\${count} rows\`}
          {\`\${page} / \${pages}\`}
          {role === 'admin' ? t('admin') : null}
          {'Total: ' + total}
        </Text>
      );`;
    expect(texts(sample).sort()).toEqual(['Anonymous', 'It failed', 'One item', 'Saving', 'Total:', 'rows'].sort());
  });

  it('finds notifications.show({ message, title }) objects', () => {
    const sample = `
      function save() {
        notifications.show({ color: 'green', title: 'Saved', message: 'User created successfully!' });
        notifications.show({ color: 'red', message: translate(failedMessage) });
      }`;
    expect(texts(sample)).toEqual(['Saved', 'User created successfully!']);
  });

  it('lets module-level message constants through the translator, but not shown as they are', () => {
    const sample = `
      const failedMessage = 'Failed to change login.';
      export const doneMessage = \`Login changed\`;
      export function Sample() {
        const translate = useMessage();
        notifications.show({ message: translate(doneMessage) });
        return (
          <>
            <FormErrorBanner message={translate(failedMessage)} />
            <Text>{translate(failedMessage)}</Text>
            <Text>{failedMessage}</Text>
            <Alert title={ok ? t('ok') : doneMessage} />
          </>
        );
      }`;
    expect(findHardCodedStrings(sample)).toEqual([
      { line: 11, text: 'Failed to change login.' },
      { line: 12, text: 'Login changed' },
    ]);
  });

  it('finds literals handed to the message translator inline instead of as a module-level constant', () => {
    const sample = `
      const unknownMessage = 'Unknown Client';
      export function Sample({ name }) {
        const translate = useMessage();
        return (
          <>
            <Text>{name || translate('Unknown Client')}</Text>
            <Text>{translate(name ? unknownMessage : 'No login record')}</Text>
            <Text>{translate(unknownMessage)}</Text>
          </>
        );
      }`;
    expect(texts(sample)).toEqual(['Unknown Client', 'No login record']);
  });

  it('allows the brand only', () => {
    expect(texts(`const view = <Title title="Portside">{'Portside'} Portside Ports</Title>;`)).toEqual([
      'Portside Ports',
    ]);
  });

  it('finds none in the components of the app (tests aside)', () => {
    const hits = tsxFiles(srcDir).flatMap((file) =>
      findHardCodedStrings(readFileSync(file, 'utf8')).map(
        (hit) => `${relative(srcDir, file)}:${hit.line} ${hit.text}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
