// Loaded by app/providers.tsx when the language is Urdu, and only then: no other language pays for the font.
// Only its Arabic-script files: Latin letters keep the interface's font.
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
import './urdu-font.css';
