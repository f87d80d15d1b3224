{{- /*
Named templates shared by every manifest. Each takes (dict "root" $ "component" "<name>"); the
component may be left out for the objects the whole release shares (ConfigMap, Secret, Ingress).
*/ -}}

{{- /* The labels a selector matches: a Deployment's, a Service's, a PodDisruptionBudget's, a NetworkPolicy's. Never change them on an installed release (a Deployment's selector is immutable). */ -}}
{{- define "pickwise.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- if .component }}
app.kubernetes.io/component: {{ .component }}
{{- end }}
{{- end }}

{{- /* Every object's labels: the selector labels and the recommended app.kubernetes.io/* and helm.sh/chart set. */ -}}
{{- define "pickwise.labels" -}}
{{ include "pickwise.selectorLabels" . }}
app.kubernetes.io/part-of: pickwise
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- /* The ServiceAccount every pod runs as. */ -}}
{{- define "pickwise.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{ .Values.serviceAccount.name | default (printf "%s-pickwise" .Release.Name | trunc 63 | trimSuffix "-") }}
{{- else -}}
{{ .Values.serviceAccount.name | default "default" }}
{{- end -}}
{{- end }}

{{- /* The Secret with DATABASE_URL, DATA_ENCRYPTION_KEYS and the other keys: the chart's or secrets.existingSecret. */ -}}
{{- define "pickwise.secretName" -}}
{{ .Values.secrets.existingSecret | default (printf "%s-secrets" .Release.Name) }}
{{- end }}

{{- /* Pod Security "restricted": the pod's part, with the user of its image. (dict "user" <podSecurity entry>) */ -}}
{{- define "pickwise.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ int .user.runAsUser }}
runAsGroup: {{ int .user.runAsGroup }}
fsGroup: {{ int .user.fsGroup }}
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{- /* Pod Security "restricted": each container's part. The root filesystem is read-only; what a process writes goes to emptyDir volumes. */ -}}
{{- define "pickwise.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
runAsNonRoot: true
capabilities:
  drop: [ALL]
seccompProfile:
  type: RuntimeDefault
{{- end }}
