// The stylesheets of every component: lazyPage() loads them with the first page, beside its chunk.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
