/**
 * Runtime manifest the gateway serves at `GET /remotes.json`: where the shell loads each domain's UI remote from, and which version of it
 * is deployed. The gateway builds it from its configuration (`REMOTES` / `REMOTES_FILE`: each remote's URL and version), so a department
 * releases its remote by rolling the remote's own deployable, without rebuilding or restarting the shell.
 */
export interface RemotesManifest {
  remotes: Array<{
    /** Federation name, e.g. `identity_ui`. */
    name: string;
    /** URL of the remote's entry, e.g. `/remotes/identity-ui/remoteEntry.js`. */
    entry: string;
    /** The deployed version (configured, else what the remote's build.json reports); absent when unknown. */
    version?: string;
    /** The deployed build's id (its build.json), when known. */
    buildId?: string;
  }>;
}

/** What a front end's build reports about itself (`build.json` beside its entry; `./build-info` of a remote). */
export interface FrontendBuildInfo {
  name: string;
  version: string;
  buildId: string;
}

export const REMOTES_MANIFEST_PATH = '/remotes.json';
