/**
 * The shop's pages as the Node server renders them: built apart from the browser's bundle
 * (webpack.server.config.js, into dist-server/render/), loaded by the server at start. Nothing
 * here reaches a browser.
 */
export { preparePage, type PreparedPage } from '@/app/render-page';
