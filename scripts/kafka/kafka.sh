#!/usr/bin/env bash
# Fetches the Kafka broker jars once and runs a single-node KRaft broker on 127.0.0.1:9092.
# Usage: scripts/kafka/kafka.sh fetch | start | stop | status
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
home=${KAFKA_HOME_DIR:-"$here/../../.kafka"}
mkdir -p "$home"
home=$(cd "$home" && pwd)
libs="$home/libs"
port=${KAFKA_PORT:-9092}

answering() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; }

fetch() {
  if [ -f "$libs/.complete" ]; then return 0; fi
  mvn -q -B -f "$here/pom.xml" dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$libs"
  touch "$libs/.complete"
}

write_config() {
  cat > "$home/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$((port + 1))
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$((port + 1))
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$home/data
num.partitions=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
log.retention.hours=24
PROPS
}

start() {
  if answering; then echo "kafka: already answering on 127.0.0.1:$port"; return 0; fi
  fetch
  write_config
  [ -f "$home/cluster.id" ] || head -c 16 /dev/urandom | base64 | tr '+/' '-_' | cut -c1-22 > "$home/cluster.id"
  java -cp "$libs/*" kafka.tools.StorageTool format --cluster-id="$(cat "$home/cluster.id")" -c "$home/server.properties" -g >/dev/null
  KAFKA_HEAP=${KAFKA_HEAP:-"-Xms256m -Xmx512m"}
  nohup java $KAFKA_HEAP -Dlog4j.configuration="file:$here/log4j.properties" -Dkafka.logs.dir="$home/logs" \
    -cp "$libs/*" kafka.Kafka "$home/server.properties" > "$home/kafka.out" 2>&1 &
  echo $! > "$home/kafka.pid"
  for _ in $(seq 1 120); do
    if answering; then echo "kafka: started on 127.0.0.1:$port (pid $(cat "$home/kafka.pid"))"; return 0; fi
    sleep 0.5
  done
  echo "kafka: did not start; see $home/kafka.out" >&2
  tail -n 30 "$home/kafka.out" >&2
  return 1
}

stop() {
  if [ -f "$home/kafka.pid" ]; then kill "$(cat "$home/kafka.pid")" 2>/dev/null || true; rm -f "$home/kafka.pid"; fi
}

case "${1:-start}" in
  fetch) fetch ;;
  start) start ;;
  stop) stop ;;
  status) if answering; then echo up; else echo down; exit 1; fi ;;
  *) echo "usage: $0 fetch|start|stop|status" >&2; exit 2 ;;
esac
