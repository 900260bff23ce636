import { Global, Module } from '@nestjs/common';
import { ClusterBus } from './cluster-bus.js';

/** The one ClusterBus of a process (two Redis connections of its own when REDIS_URL is set). */
@Global()
@Module({ providers: [ClusterBus], exports: [ClusterBus] })
export class ClusterModule {}
