import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { DEFAULT_SERVICE_PORTS, SERVICE_NAMES } from '../src';
import { EVENT_TOPICS } from '@studio/contracts';

// The static checks of issue 17: docker-compose.yml, the Dockerfile and every Kubernetes manifest, rendered
// with `kubectl kustomize` where kubectl is installed, else read as the raw files of the base and components.

const root = join(__dirname, '..', '..', '..');
const k8s = join(root, 'deploy', 'k8s');
const APPS: Record<string, number> = { gateway: 3000, ...DEFAULT_SERVICE_PORTS };
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|CREDENTIALS|_AUTH|_KEY$|^SMTP_URL$/;

// Manifests are untyped YAML; the checks read them as such.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Yaml = any;

type Obj = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Yaml;
  data?: Record<string, string>;
};

const VALIDATORS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
};
const OPERATOR_KINDS = [
  'kafka.strimzi.io/v1beta2/Kafka',
  'kafka.strimzi.io/v1beta2/KafkaNodePool',
  'kafka.strimzi.io/v1beta2/KafkaTopic',
  'postgresql.cnpg.io/v1/Cluster',
  'postgresql.cnpg.io/v1/ScheduledBackup',
];

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

function documents(text: string): Obj[] {
  return parseAllDocuments(text)
    .map((d) => d.toJS() as Obj)
    .filter(Boolean);
}

/** The raw resources of a kustomization and its components (patches, images and namespaces left out). */
function rawResources(dir: string): Obj[] {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  const entries: string[] = [...(kustomization.resources ?? []), ...(kustomization.components ?? [])];
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    return existsSync(join(path, 'kustomization.yaml'))
      ? rawResources(path)
      : documents(readFileSync(path, 'utf8'));
  });
}

function render(dir: string): Obj[] {
  if (!kubectl) return rawResources(dir);
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr}`);
  return documents(result.stdout);
}

const of = (objects: Obj[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: Obj[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};

describe.each(['base', 'overlays/dev', 'overlays/prod', 'overlays/managed'])('Kubernetes: %s', (target) => {
  const objects = render(join(k8s, target));
  const workloads = objects.filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind));

  it('every object is valid against the Kubernetes API schema (operator resources are checked below)', () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) {
      const key = `${object.apiVersion}/${object.kind}`;
      if (OPERATOR_KINDS.includes(key)) continue;
      const Model = VALIDATORS[key];
      expect({ key, known: Boolean(Model) }).toEqual({ key, known: true });
      expect(() => new Model(object as never).validate()).not.toThrow();
    }
  });

  it('every workload runs as non-root with requests and limits; every long-running one has readiness and liveness probes', () => {
    for (const workload of workloads) {
      const pod = workload.spec.template.spec;
      expect({ [workload.metadata.name]: pod.securityContext?.runAsNonRoot }).toEqual({
        [workload.metadata.name]: true,
      });
      for (const container of pod.containers) {
        expect(container.resources.requests).toEqual(
          expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }),
        );
        expect(container.resources.limits).toEqual(
          expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }),
        );
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        if (workload.kind === 'Job') continue;
        expect(container.readinessProbe).toBeDefined();
        expect(container.livenessProbe).toBeDefined();
      }
    }
  });

  it("each app's Deployment, Service, HPA and PDB agree with its configured port and image", () => {
    for (const [app, port] of Object.entries(APPS)) {
      const deployment = named(objects, 'Deployment', app);
      const container = deployment.spec.template.spec.containers[0];
      expect(container.image).toMatch(
        target === 'base' ? `studio-${app}:latest` : new RegExp(`studio[-/]${app}:`),
      );
      expect(container.ports).toEqual([{ name: 'http', containerPort: port }]);
      const live = app === 'gateway' ? '/api/health/live' : '/health/live';
      const ready = app === 'gateway' ? '/api/health/ready' : '/health/ready';
      expect(container.livenessProbe.httpGet).toEqual({ path: live, port: 'http' });
      expect(container.readinessProbe.httpGet).toEqual({ path: ready, port: 'http' });
      expect(named(objects, 'Service', app).spec.ports).toEqual([{ name: 'http', port, targetPort: 'http' }]);
      expect(named(objects, 'Service', app).spec.selector).toEqual(deployment.spec.selector.matchLabels);
      const hpa = named(objects, 'HorizontalPodAutoscaler', app);
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app });
      expect(named(objects, 'PodDisruptionBudget', app).spec.selector.matchLabels).toEqual(
        deployment.spec.selector.matchLabels,
      );
      if (target !== 'overlays/dev') {
        expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
        expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      }
      const env = Object.fromEntries(container.env.map((e: { name: string }) => [e.name, e]));
      if (app !== 'gateway') {
        expect(env.DATABASE_URL.value).toBe('postgres://$(DB_USER):$(DB_PASSWORD)@$(DB_HOST):5432/studio');
        expect(env.DB_PASSWORD.valueFrom.secretKeyRef.name).toBe(`studio-db-${app}`);
      }
    }
    const config = named(objects, 'ConfigMap', 'studio-config').data!;
    for (const [service, port] of Object.entries(DEFAULT_SERVICE_PORTS)) {
      expect(config[`${service.toUpperCase()}_URL`]).toBe(`http://${service}:${port}`);
    }
  });

  it("runs each service's migrations as a Job, on the same image, before rollout", () => {
    for (const service of SERVICE_NAMES) {
      const job = named(objects, 'Job', `${service}-migrate`);
      const container = job.spec.template.spec.containers[0];
      expect(container.args).toEqual(['--migrate-only']);
      expect(container.image).toBe(
        named(objects, 'Deployment', service).spec.template.spec.containers[0].image,
      );
      expect(job.metadata.annotations?.['argocd.argoproj.io/hook']).toBe('PreSync');
    }
  });

  it('commits no secret: no Secret object, secret-like settings only from secretKeyRef, none in the ConfigMap', () => {
    expect(of(objects, 'Secret')).toEqual([]);
    for (const workload of workloads) {
      for (const container of workload.spec.template.spec.containers) {
        for (const e of container.env ?? []) {
          if (SECRET_NAME.test(e.name))
            expect({ [e.name]: e.valueFrom?.secretKeyRef?.name }).not.toEqual({ [e.name]: undefined });
          if (e.value) expect(e.value).not.toMatch(/:\/\/[^$:]+:[^$@]+@/);
        }
      }
    }
    for (const config of of(objects, 'ConfigMap')) {
      for (const key of Object.keys(config.data ?? {})) expect(key).not.toMatch(SECRET_NAME);
    }
  });

  it('lets only the gateway in from outside and each service reach only its own database', () => {
    const ingresses = of(objects, 'Ingress');
    expect(ingresses).toHaveLength(1);
    const backends = ingresses[0].spec.rules.flatMap((r: Yaml) =>
      r.http.paths.map((p: Yaml) => p.backend.service.name),
    );
    expect(new Set(backends)).toEqual(new Set(['gateway']));
    const policies = of(objects, 'NetworkPolicy');
    const deny = named(objects, 'NetworkPolicy', 'default-deny');
    expect(deny.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(deny.spec.podSelector.matchExpressions[0].values).toEqual(['gateway', 'service', 'migration']);
    for (const app of Object.keys(APPS)) {
      const policy = policies.find((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === app);
      expect(policy).toBeDefined();
      const sources = JSON.stringify(policy!.spec.ingress);
      expect(sources.includes('ingress-nginx')).toBe(app === 'gateway');
      const databases = policy!.spec.egress
        .flatMap((rule: Yaml) => rule.to ?? [])
        .map((peer: Yaml) => peer.podSelector?.matchLabels?.['cnpg.io/cluster'])
        .filter(Boolean);
      expect(databases).toEqual(app === 'gateway' ? [] : [`studio-db-${app}`]);
    }
  });

  if (target === 'overlays/managed') {
    it('uses outside data services: no operator resources', () => {
      expect(objects.filter((o) => OPERATOR_KINDS.includes(`${o.apiVersion}/${o.kind}`))).toEqual([]);
    });
    return;
  }
  if (target === 'base') return;

  it('runs Kafka in KRaft mode through Strimzi with the fields the operator requires, and a KafkaTopic per event topic', () => {
    const [kafka] = of(objects, 'Kafka');
    expect(kafka.metadata.annotations).toMatchObject({
      'strimzi.io/kraft': 'enabled',
      'strimzi.io/node-pools': 'enabled',
    });
    expect(kafka.spec.kafka.listeners.length).toBeGreaterThan(0);
    for (const listener of kafka.spec.kafka.listeners) {
      expect(listener).toEqual(
        expect.objectContaining({ name: expect.any(String), port: 9092, type: 'internal', tls: false }),
      );
    }
    expect(kafka.spec.entityOperator.topicOperator).toBeDefined();
    expect(kafka.spec.zookeeper).toBeUndefined();
    const pools = of(objects, 'KafkaNodePool').filter(
      (p) => p.metadata.labels?.['strimzi.io/cluster'] === kafka.metadata.name,
    );
    expect(pools.flatMap((p) => p.spec.roles).sort()).toEqual(['broker', 'controller']);
    const nodes = pools.reduce((sum, p) => sum + p.spec.replicas, 0);
    for (const pool of pools) expect(pool.spec.storage.type).toBeDefined();
    for (const [key, value] of Object.entries(kafka.spec.kafka.config)) {
      if (/replication\.factor|min\.isr|min\.insync/.test(key))
        expect(Number(value)).toBeLessThanOrEqual(nodes);
    }
    const topics = of(objects, 'KafkaTopic');
    expect(topics.map((t) => t.spec.topicName).sort()).toEqual([...EVENT_TOPICS].sort());
    for (const topic of topics) {
      expect(topic.metadata.labels?.['strimzi.io/cluster']).toBe(kafka.metadata.name);
      expect(topic.spec.partitions).toBeGreaterThan(0);
      expect(topic.spec.replicas).toBeLessThanOrEqual(nodes);
      expect(Number(topic.spec.config['min.insync.replicas'])).toBeLessThanOrEqual(topic.spec.replicas);
    }
    expect(named(objects, 'ConfigMap', 'studio-config').data!.KAFKA_BROKERS).toBe(
      `${kafka.metadata.name}-kafka-bootstrap:9092`,
    );
  });

  it('runs one CloudNativePG Cluster per service with the fields the operator requires', () => {
    const config = named(objects, 'ConfigMap', 'studio-config').data!;
    for (const service of SERVICE_NAMES) {
      const cluster = named(objects, 'Cluster', `studio-db-${service}`);
      expect(cluster.spec.instances).toBeGreaterThanOrEqual(target === 'overlays/prod' ? 3 : 1);
      expect(cluster.spec.storage.size).toMatch(/^\d+(Mi|Gi|Ti)$/);
      expect(cluster.spec.bootstrap.initdb).toEqual({
        database: `studio_${service}`,
        owner: service,
        secret: { name: `studio-db-${service}` },
      });
      expect(config[`DB_HOST_${service.toUpperCase()}`]).toBe(`studio-db-${service}-rw`);
      if (target === 'overlays/prod' && kubectl) {
        expect(cluster.spec.backup.barmanObjectStore.destinationPath).toMatch(/^s3:\/\//);
        expect(named(objects, 'ScheduledBackup', `studio-db-${service}-daily`).spec.cluster).toEqual({
          name: cluster.metadata.name,
        });
      }
    }
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
  const services: Record<string, Yaml> = compose.services;

  it('runs PostgreSQL, Redis, Kafka in KRaft mode (the official image), the six services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(['kafka', 'postgres', 'redis', ...Object.keys(APPS)].sort());
    expect(services.kafka.image).toMatch(/^apache\/kafka:/);
    expect(services.kafka.environment.KAFKA_PROCESS_ROLES).toBe('broker,controller');
  });

  it('gives every service a health check and starts each app after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: service.healthcheck?.test }).toEqual({ name, test: expect.any(Array) });
    }
    for (const app of Object.keys(APPS)) {
      for (const dependency of ['postgres', 'redis', 'kafka']) {
        expect(services[app].depends_on[dependency]).toEqual({ condition: 'service_healthy' });
      }
    }
    for (const service of SERVICE_NAMES) {
      expect(services.gateway.depends_on[service]).toEqual({ condition: 'service_healthy' });
    }
  });

  it("builds each app's image from the Dockerfile with its configured port, and checks that port", () => {
    for (const [app, port] of Object.entries(APPS)) {
      const service = services[app];
      expect(service.image).toBe(`studio-${app}:\${STUDIO_TAG:-latest}`);
      expect(service.build.args).toEqual({
        APP_DIR: app === 'gateway' ? 'gateway' : `services/${app}`,
        APP_PORT: String(port),
        HEALTH_PATH: app === 'gateway' ? '/api/health/live' : '/health/live',
      });
      expect(service.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${port}/`);
      expect(service.user).toBe('1000:1000');
      expect(service.stop_grace_period).toBe('30s');
      if (app !== 'gateway') {
        expect(service.environment[`${app.toUpperCase()}_PORT`]).toBe(String(port));
        expect(service.environment.DATABASE_URL).toMatch(new RegExp(`^postgres://${app}:\\$\\{`));
        expect(services.gateway.environment[`${app.toUpperCase()}_URL`]).toBe(`http://${app}:${port}`);
      }
    }
    expect(services.gateway.ports).toEqual(['${STUDIO_BIND:-127.0.0.1}:${STUDIO_PORT:-3000}:3000']);
    expect(Object.values(services).filter((s) => s.ports)).toHaveLength(1);
  });

  it('keeps data in named volumes and creates a database and login per service at init', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = String(volume).split(':')[0];
        if (!source.startsWith('./')) expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
    const init = readFileSync(join(root, 'deploy/compose/postgres-init.sh'), 'utf8');
    expect(init).toContain(`for service in ${SERVICE_NAMES.join(' ')}; do`);
    expect(init).toMatch(/CREATE DATABASE :"db" OWNER :"role"/);
  });

  it('takes every secret from the env file; none is committed', () => {
    const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    for (const service of Object.values(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (SECRET_NAME.test(key)) expect(String(value)).toMatch(/^\$\{[A-Z_]+(:\?[^}]*|:-)\}$/);
      }
    }
    expect(text).not.toMatch(/:\/\/[^\s$:/@]*:[^\s${@]+@/);
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    for (const line of example.split('\n').filter((l) => /^[A-Z_]+=/.test(l))) {
      const [key, value] = line.split('=');
      if (SECRET_NAME.test(key)) expect({ [key]: value }).toEqual({ [key]: '' });
    }
    const required = [...text.matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]);
    for (const key of new Set(required)) expect(example).toMatch(new RegExp(`^${key}=`, 'm'));
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

  it('is multi-stage, installs production dependencies only, runs as non-root with a health check', () => {
    expect((dockerfile.match(/^FROM /gm) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/COPY --from=prod-deps \/app\/node_modules/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).toMatch(/^CMD \["node", /m);
    expect(runtime).toMatch(/^ARG APP_PORT=3000$/m);
    expect(runtime).toMatch(/^ARG HEALTH_PATH=\/api\/health\/live$/m);
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '.env', '.git', '.data']) expect(ignored).toContain(entry);
  });

  it('every build argument the compose file passes is declared', () => {
    for (const arg of ['APP_DIR', 'APP_PORT', 'HEALTH_PATH'])
      expect(dockerfile).toMatch(new RegExp(`^ARG ${arg}=`, 'm'));
    expect(existsSync(join(dirname(join(root, 'Dockerfile')), '.dockerignore'))).toBe(true);
  });
});
