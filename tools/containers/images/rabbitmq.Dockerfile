# Local stand-in for the official rabbitmq image: Debian's RabbitMQ on the Debian stand-in, run in
# the foreground as the rabbitmq user, logging to stdout, reading /etc/rabbitmq/conf.d/*.conf;
# rabbitmq-diagnostics on PATH for the healthcheck. (No management plugin: the tests do not use it.)
ARG DEBIAN_IMAGE=treina-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d \
 && apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends rabbitmq-server >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && mkdir -p /etc/rabbitmq/conf.d && chown -R rabbitmq:rabbitmq /var/lib/rabbitmq /etc/rabbitmq
ENV HOME=/var/lib/rabbitmq RABBITMQ_LOGS=- RABBITMQ_CONFIG_FILES=/etc/rabbitmq/conf.d
USER rabbitmq
EXPOSE 5672
CMD ["rabbitmq-server"]
